import { AttributesScreen } from '@/components/admin/attributes/attributes-screen';
import { type AdminPageParams, adminMetadata } from '../../admin-metadata';

export const generateMetadata = (props: AdminPageParams) => adminMetadata(props, 'attributes');

export default function AdminAttributesPage() {
  return <AttributesScreen />;
}

import { ProvidersScreen } from '@/components/admin/providers/providers-screen';
import { type AdminPageParams, adminMetadata } from '../../admin-metadata';

export const generateMetadata = (props: AdminPageParams) => adminMetadata(props, 'providers');

export default function AdminProvidersPage() {
  return <ProvidersScreen />;
}

import { DeliveryScreen } from '@/components/admin/delivery/delivery-screen';
import { type AdminPageParams, adminMetadata } from '../../admin-metadata';

export const generateMetadata = (props: AdminPageParams) => adminMetadata(props, 'delivery');

export default function AdminDeliveryPage() {
  return <DeliveryScreen />;
}

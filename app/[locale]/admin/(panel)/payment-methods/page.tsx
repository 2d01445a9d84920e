import { PaymentMethodsScreen } from '@/components/admin/payment-methods/payment-methods-screen';
import { type AdminPageParams, adminMetadata } from '../../admin-metadata';

export const generateMetadata = (props: AdminPageParams) => adminMetadata(props, 'paymentMethods');

export default function AdminPaymentMethodsPage() {
  return <PaymentMethodsScreen />;
}

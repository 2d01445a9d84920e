import { AdminLoginScreen } from '@/components/admin/login/admin-login-screen';
import { type AdminPageParams, adminMetadata } from '../admin-metadata';

export const generateMetadata = (props: AdminPageParams) => adminMetadata(props, 'login');

export default function AdminLoginPage() {
  return <AdminLoginScreen />;
}

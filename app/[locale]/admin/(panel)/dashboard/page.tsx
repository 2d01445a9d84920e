import { DashboardScreen } from '@/components/admin/dashboard/dashboard-screen';
import { type AdminPageParams, adminMetadata } from '../../admin-metadata';

export const generateMetadata = (props: AdminPageParams) => adminMetadata(props, 'dashboard');

export default function AdminDashboardPage() {
  return <DashboardScreen />;
}

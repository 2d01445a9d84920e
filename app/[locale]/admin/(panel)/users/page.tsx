import { UsersScreen } from '@/components/admin/users/users-screen';
import { type AdminPageParams, adminMetadata } from '../../admin-metadata';

export const generateMetadata = (props: AdminPageParams) => adminMetadata(props, 'users');

export default function AdminUsersPage() {
  return <UsersScreen />;
}

import { CategoriesScreen } from '@/components/admin/categories/categories-screen';
import { type AdminPageParams, adminMetadata } from '../../admin-metadata';

export const generateMetadata = (props: AdminPageParams) => adminMetadata(props, 'categories');

export default function AdminCategoriesPage() {
  return <CategoriesScreen />;
}

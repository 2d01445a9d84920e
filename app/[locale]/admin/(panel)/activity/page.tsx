import { ActivityScreen } from '@/components/admin/activity/activity-screen';
import { type AdminPageParams, adminMetadata } from '../../admin-metadata';

export const generateMetadata = (props: AdminPageParams) => adminMetadata(props, 'activity');

export default function AdminActivityPage() {
  return <ActivityScreen />;
}

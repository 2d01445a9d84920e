'use client';

import { useTranslations } from 'next-intl';
import { useAdminSession } from '@/lib/session/admin-session';
import { AdminPage } from '../admin-page';
import { DashboardOverview } from './dashboard-overview';

/** Spec 2 §2 "dashboard": the welcome text. The orders work fills the container below later. */
export function DashboardScreen() {
  const t = useTranslations('Admin.dashboard');
  const { user } = useAdminSession();
  return (
    <AdminPage title={t('welcome', { nombre: user?.nombre ?? '' })} description={t('intro')}>
      {/* Orders summary widgets go here (orders issue). */}
      <div id="admin-dashboard-widgets" data-slot="dashboard-widgets" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DashboardOverview />
      </div>
    </AdminPage>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { AdminPage } from '../admin-page';
import { TabsBar } from '../orders/tabs-bar';
import { useUrlTab } from '../orders/use-url-tab';
import { PendingShipments } from './pending-shipments';
import { ShippedShipments } from './shipped-shipments';

const TABS = ['pending', 'shipped'] as const;

/** /admin/shipments, 'Gestión de Envíos' (spec 2 §2): orders to ship and shipments made, the tab in `?tab=`. */
export function ShipmentsScreen() {
  const t = useTranslations('AdminShipments');
  const [tab, setTab] = useUrlTab(TABS, 'pending');
  return (
    <AdminPage title={t('title')} description={t('description')}>
      <Tabs.Root value={tab} onValueChange={setTab} className="space-y-4">
        <TabsBar label={t('tabsLabel')} tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))} />
        <Tabs.Content value="pending">
          <PendingShipments />
        </Tabs.Content>
        <Tabs.Content value="shipped">
          <ShippedShipments />
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}

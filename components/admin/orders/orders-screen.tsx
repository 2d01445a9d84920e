'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { AdminPage } from '../admin-page';
import { DEFAULT_ORDER_TAB, ORDER_TABS, orderTabFilter } from './order-tabs';
import { OrdersList } from './orders-list';
import { TabsBar } from './tabs-bar';
import { useUrlTab } from './use-url-tab';

/** /admin/orders (spec 2 §2): order approval, one tab per payment status, the tab in `?tab=`. */
export function OrdersScreen() {
  const t = useTranslations('AdminOrders');
  const [tab, setTab] = useUrlTab(ORDER_TABS, DEFAULT_ORDER_TAB);
  return (
    <AdminPage title={t('title')} description={t('description')}>
      <Tabs.Root value={tab} onValueChange={setTab} className="space-y-4">
        <TabsBar label={t('tabsLabel')} tabs={ORDER_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))} />
        {ORDER_TABS.map((value) => (
          <Tabs.Content key={value} value={value}>
            <OrdersList filter={orderTabFilter(value)} caption={t('caption', { tab: t(`tabs.${value}`) })} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </AdminPage>
  );
}

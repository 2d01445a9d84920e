'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { Plus } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { useStaffCan } from '@/lib/session/admin-session';
import { AdminPage } from '../admin-page';
import { OrderFilters } from './order-filters';
import { ORDER_TABS, orderTabFilter } from './order-tabs';
import { OrdersList } from './orders-list';
import { TabsBar } from './tabs-bar';
import { useOrderListParams } from './use-order-list-params';

/**
 * /admin/orders (spec 2 §2): order approval, one tab per payment status. Issue 25 §2: a search
 * box and a date range over every tab; all of it in the address (`?tab=&q=&from=&to=`).
 */
export function OrdersScreen() {
  const t = useTranslations('AdminOrders');
  const tn = useTranslations('Admin.newOrder');
  const canTakeOrders = useStaffCan('takeOrders');
  const [params, update] = useOrderListParams();
  const { tab, q, from, to, source } = params;
  // One object per filter, so the query key (and its cache) is stable across renders.
  const filter = useMemo(
    () => ({
      ...orderTabFilter(tab),
      ...(q ? { q } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(source ? { source } : {}),
    }),
    [tab, q, from, to, source],
  );
  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      actions={
        // Issue 23 §2: staff take an order from WhatsApp, the phone or the counter.
        canTakeOrders ? (
          <Link href="/admin/orders/new" className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            {tn('title')}
          </Link>
        ) : null
      }
    >
      <OrderFilters params={params} onChange={update} />
      <Tabs.Root value={tab} onValueChange={(value) => update({ tab: value as typeof tab })} className="space-y-4">
        <TabsBar label={t('tabsLabel')} tabs={ORDER_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))} />
        {ORDER_TABS.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === tab ? <OrdersList filter={filter} caption={t('caption', { tab: t(`tabs.${value}`) })} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </AdminPage>
  );
}

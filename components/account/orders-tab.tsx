'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { useOrders } from '@/lib/api-client/customer';
import { Link } from '@/lib/i18n/navigation';
import { OrderCard } from './order-card';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { useLoadErrorNotice } from './use-load-error-notice';

/** 'Mis Pedidos': newest first, with status, lines, total and the dates of each step. */
export function OrdersTab() {
  const t = useTranslations('Orders');
  const orders = useOrders();
  useLoadErrorNotice(orders.error, () => t('loadError'));

  if (orders.isPending) return <LoadingState label={t('loading')} />;
  if (orders.isError) return <ErrorState message={t('loadError')} onRetry={() => orders.refetch()} />;
  if (orders.data.length === 0) {
    return (
      <EmptyState>
        <p className="text-lg">{t('empty')}</p>
        <Link href="/tienda" className={buttonClasses()}>
          {t('goShopping')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

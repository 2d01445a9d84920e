'use client';

import { useLocale, useTranslations } from 'next-intl';
import { OrderStatusBadges } from '@/components/account/order-status-badges';
import type { AdminCustomerOrder } from '@/lib/data/admin/customers';
import { formatDate } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { DataTable, type DataTableColumn } from '../data-table';
import { linkClasses } from '../orders/order-columns';

/** The customer's orders, newest first, each linking to the admin order. */
export function CustomerOrdersTable({ orders }: { orders: readonly AdminCustomerOrder[] }) {
  const t = useTranslations('AdminCustomers');
  const locale = useLocale();
  const columns: DataTableColumn<AdminCustomerOrder>[] = [
    {
      id: 'order',
      header: t('detail.orderColumns.order'),
      primary: true,
      className: 'whitespace-nowrap',
      cell: (o) => (
        <Link href={`/admin/orders/${o.id}`} className={linkClasses} aria-label={t('detail.openOrder', { id: o.id })}>
          #{o.id}
        </Link>
      ),
    },
    {
      id: 'date',
      header: t('detail.orderColumns.date'),
      className: 'whitespace-nowrap',
      cell: (o) => <time dateTime={o.createdAt}>{formatDate(o.createdAt, locale)}</time>,
    },
    {
      id: 'status',
      header: t('detail.orderColumns.status'),
      className: 'max-w-44 [&_span]:whitespace-normal',
      cell: (o) => <OrderStatusBadges audience="staff" paymentStatus={o.paymentStatus} shippingStatus={o.shippingStatus} />,
    },
    { id: 'total', header: t('detail.orderColumns.total'), className: 'whitespace-nowrap tabular-nums', cell: (o) => formatCOP(o.total) },
    { id: 'source', header: t('detail.orderColumns.source'), cell: (o) => t(`sources.${o.source}`) },
  ];
  return (
    <DataTable caption={t('detail.ordersCaption')} columns={columns} rows={orders} getRowKey={(o) => o.id} empty={t('detail.noOrders')} />
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { AdminCustomerListItem } from '@/lib/data/admin/customers';
import { formatDate } from '@/lib/domain/dates';
import { formatPhone } from '@/lib/domain/phone';
import { Link } from '@/lib/i18n/navigation';
import type { DataTableColumn } from '../data-table';
import { linkClasses } from '../orders/order-columns';

/** The list's columns: name (to the detail) with the e-mail under it, phone, document, orders, last order. */
export function useCustomerColumns(): DataTableColumn<AdminCustomerListItem>[] {
  const t = useTranslations('AdminCustomers');
  const locale = useLocale();
  return [
    {
      id: 'name',
      header: t('columns.name'),
      primary: true,
      className: 'max-w-72',
      cell: (c) => (
        <span className="flex min-w-0 flex-col">
          <Link href={`/admin/customers/${c.id}`} className={`${linkClasses} min-h-0 break-words`} aria-label={t('open', { name: c.name })}>
            {c.name}
          </Link>
          <span className="truncate text-xs font-normal text-muted-foreground">{c.email ?? t('noEmail')}</span>
        </span>
      ),
    },
    {
      id: 'phone',
      header: t('columns.phone'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (c) => (c.phone ? formatPhone(c.phone) : <span className="text-muted-foreground">{t('noPhone')}</span>),
    },
    {
      id: 'document',
      header: t('columns.document'),
      className: 'whitespace-nowrap',
      cell: (c) => (c.documentNumber ? `${c.documentType ?? ''} ${c.documentNumber}`.trim() : '—'),
    },
    { id: 'orders', header: t('columns.orders'), className: 'tabular-nums', cell: (c) => c.ordersCount },
    {
      id: 'lastOrder',
      header: t('columns.lastOrder'),
      className: 'whitespace-nowrap',
      cell: (c) => (c.lastOrderAt ? <time dateTime={c.lastOrderAt}>{formatDate(c.lastOrderAt, locale)}</time> : t('never')),
    },
  ];
}

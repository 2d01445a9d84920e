'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { OnlinePaymentRow, OnlinePaymentsReport } from '@/lib/api-client/admin-online-payments';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { linkClasses } from '../orders/order-columns';

const OUTCOME_VARIANT = {
  matched: 'success',
  pending: 'info',
  declined: 'neutral',
  amount_mismatch: 'danger',
  unknown: 'warning',
} as const;

/** Wompi's amounts are in cents; the store's are whole pesos. */
const pesos = (cents: number) => formatCOP(Math.round(cents / 100));

/** How many transactions of each outcome, and the money the matched ones brought in. */
export function OnlinePaymentsTotals({ report }: { report: OnlinePaymentsReport }) {
  const t = useTranslations('AdminOnlinePayments');
  const received = report.transactions.filter((row) => row.outcome === 'matched').reduce((sum, row) => sum + row.amountInCents, 0);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="online-payments-totals">
      <div className="rounded-card border border-border bg-surface p-3">
        <dt className="text-xs text-muted-foreground">{t('received')}</dt>
        <dd className="text-lg font-semibold tabular-nums">{pesos(received)}</dd>
      </div>
      {(Object.keys(OUTCOME_VARIANT) as (keyof typeof OUTCOME_VARIANT)[]).map((outcome) => (
        <div key={outcome} className="rounded-card border border-border bg-surface p-3">
          <dt className="text-xs text-muted-foreground">{t(`outcomes.${outcome}`)}</dt>
          <dd className="text-lg font-semibold tabular-nums">{report.counts[outcome]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One line per transaction: when, which order, what Wompi charged against what the order asked, how it matched. */
export function OnlinePaymentsTable({ rows, locale }: { rows: OnlinePaymentRow[]; locale: string }) {
  const t = useTranslations('AdminOnlinePayments');
  const head = 'py-2 pl-3 text-left font-medium first:pl-0';
  const cell = 'py-2 pl-3 align-top first:pl-0';
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-surface p-3 sm:p-4">
      <table className="w-full text-sm" data-testid="online-payments">
        <caption className="pb-2 text-left text-muted-foreground">{t('caption', { count: rows.length })}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className={head}>
              {t('columns.at')}
            </th>
            <th scope="col" className={head}>
              {t('columns.order')}
            </th>
            <th scope="col" className={head}>
              {t('columns.transaction')}
            </th>
            <th scope="col" className={head}>
              {t('columns.method')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('columns.amount')}
            </th>
            <th scope="col" className={head}>
              {t('columns.outcome')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="py-4 text-muted-foreground">
                {t('empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.transactionId} className="border-b border-border">
                <td className={cell}>
                  <time dateTime={row.finalizedAt ?? row.createdAt}>{formatDateTime(row.finalizedAt ?? row.createdAt, locale)}</time>
                </td>
                <td className={cell}>
                  {row.orderId === null ? (
                    <span className="text-muted-foreground">{row.reference ?? t('noOrder')}</span>
                  ) : (
                    <Link href={`/admin/orders/${row.orderId}`} className={linkClasses}>
                      #{row.orderId}
                    </Link>
                  )}
                </td>
                <td className={`${cell} font-mono text-xs break-all`}>{row.transactionId}</td>
                <td className={cell}>{row.method ?? t('none')}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {row.currency === 'COP' ? pesos(row.amountInCents) : `${row.amountInCents / 100} ${row.currency}`}
                  {row.outcome === 'amount_mismatch' && row.expectedInCents !== null ? (
                    <span className="block text-xs text-danger">{t('expected', { amount: pesos(row.expectedInCents) })}</span>
                  ) : null}
                </td>
                <td className={cell}>
                  <Badge variant={OUTCOME_VARIANT[row.outcome]}>{t(`outcomes.${row.outcome}`)}</Badge>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

'use client';

import { ExternalLink, FileImage } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { AdminOrderSummary } from '@/lib/data/admin/orders';
import { formatCOP } from '@/lib/domain/money';
import { linkClasses } from './order-columns';

export type DecisionOrder = Pick<AdminOrderSummary, 'id' | 'total' | 'paymentConfirmationUrl' | 'paymentMethod' | 'user'>;

/**
 * What staff check before approving or rejecting (issue 25 §3): the order number, whose it is,
 * the amount it must cover and the proof itself (a thumbnail that opens the original).
 */
export function OrderDecisionSummary({ order }: { order: DecisionOrder }) {
  const t = useTranslations('AdminOrders.decision');
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]" data-testid="decision-summary">
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('order')}</dt>
          <dd className="text-lg font-bold">#{order.id}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('customer')}</dt>
          <dd className="font-medium break-words">
            <bdi>{order.user.nombre}</bdi>
            {order.user.email !== order.user.nombre ? (
              <span className="block text-xs break-all text-muted-foreground">{order.user.email}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('amount')}</dt>
          <dd className="text-2xl font-bold tabular-nums text-primary-active">{formatCOP(order.total)}</dd>
        </div>
        {order.paymentMethod ? (
          <div>
            <dt className="text-muted-foreground">{t('method')}</dt>
            <dd className="font-medium">{order.paymentMethod.name}</dd>
          </div>
        ) : null}
      </dl>
      {order.paymentConfirmationUrl ? (
        <a href={order.paymentConfirmationUrl} target="_blank" rel="noopener noreferrer" className="group block space-y-1">
          {/* A plain <img>: the proof may live on the bucket's own domain. */}
          <img
            src={order.paymentConfirmationUrl}
            alt={t('proofAlt', { id: order.id })}
            className="max-h-56 w-full rounded-control border border-border bg-surface-muted object-contain"
          />
          <span className={linkClasses}>
            <FileImage aria-hidden="true" className="size-4" />
            {t('openProof')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> {t('opensNewTab')}</span>
          </span>
        </a>
      ) : (
        <p className="rounded-control border border-dashed border-border p-4 text-center text-sm text-muted-foreground">{t('noProof')}</p>
      )}
    </div>
  );
}

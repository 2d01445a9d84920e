'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useStaffCan } from '@/lib/session/admin-session';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client/admin';
import { MOVEMENTS_PAGE_SIZE, useStockMovements } from '@/lib/api-client/admin-stock';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import type { StockMovementRow } from '@/lib/data/admin/stock';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { rowLabel } from './row-label';

/** Issue 24 §1: a variant's stock history, newest first, 20 per page. */
export function MovementsDialog({ row, onClose }: { row: InventoryRow; onClose: () => void }) {
  const t = useTranslations('AdminStock');
  const [page, setPage] = useState(1);
  const movements = useStockMovements(row.id, page);
  const pages = Math.max(1, Math.ceil((movements.data?.total ?? 0) / MOVEMENTS_PAGE_SIZE));

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="lg"
        title={t('historyTitle')}
        description={t('rowDescription', { label: rowLabel(row), sku: row.sku, stock: row.stock })}
        footer={
          <div className="flex w-full items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('previous')}
            </Button>
            <span className="text-sm text-muted-foreground">{t('pageOf', { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('next')}
            </Button>
          </div>
        }
      >
        {movements.isPending ? (
          <Spinner />
        ) : movements.isError ? (
          <p role="alert" className="text-danger">
            {t('historyError', { message: errorMessage(movements.error) })}
          </p>
        ) : movements.data.movements.length === 0 ? (
          <p>{t('historyEmpty')}</p>
        ) : (
          <ol className="divide-y divide-border" aria-label={t('historyTitle')}>
            {movements.data.movements.map((m) => (
              <MovementItem key={m.id} movement={m} />
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MovementItem({ movement: m }: { movement: StockMovementRow }) {
  const t = useTranslations('AdminStock');
  const locale = useLocale();
  const seesCosts = useStaffCan('seeCosts');
  const reason = m.adjustmentReason
    ? `${t(`reasons.${m.reason}`)} · ${t(`adjustmentReasons.${m.adjustmentReason}`)}`
    : t(`reasons.${m.reason}`);
  const details = [
    m.orderId !== null ? t('order', { id: m.orderId }) : null,
    m.importId !== null ? t('import', { id: m.importId }) : null,
    m.provider ? m.provider.name : null,
    // DESIGN.md: VENDEDOR does not see cost prices.
    m.unitCost != null && seesCosts ? t('unitCostValue', { cost: formatCOP(m.unitCost) }) : null,
    m.note,
  ].filter(Boolean);
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="stock-movement">
      <div className="min-w-0">
        <p className="font-medium">{reason}</p>
        <p className="text-sm text-muted-foreground">
          {formatDateTime(m.createdAt, locale)} · {m.actor ? m.actor.name : t('system')}
        </p>
        {details.length ? <p className="text-sm text-muted-foreground">{details.join(' · ')}</p> : null}
      </div>
      <div className="shrink-0 text-end">
        <p className={m.change < 0 ? 'font-semibold text-danger' : 'font-semibold text-primary'}>
          {m.change > 0 ? `+${m.change}` : m.change}
        </p>
        <p className="text-sm text-muted-foreground">{t('stockAfter', { stock: m.stockAfter })}</p>
      </div>
    </li>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { type DataTableColumn, DataTable } from '@/components/admin/data-table';
import type { BulkPriceRow } from '@/lib/api-client/admin-catalog-csv';
import { formatCOP } from '@/lib/domain/money';

/** Rows shown at once: the count above the table says how many there are in all. */
const SHOWN = 300;

const change = (before: number | null, after: number | null) =>
  before === after
    ? before === null
      ? '—'
      : formatCOP(before)
    : `${before === null ? '—' : formatCOP(before)} → ${after === null ? '—' : formatCOP(after)}`;

export function BulkPricesTable({ rows }: { rows: BulkPriceRow[] }) {
  const t = useTranslations('AdminBulkPrices');
  const columns: DataTableColumn<BulkPriceRow>[] = [
    {
      id: 'product',
      header: t('product'),
      primary: true,
      cell: (r) => (
        <span>
          {r.productName}
          {r.values ? <span className="block text-sm text-muted-foreground">{r.values}</span> : null}
        </span>
      ),
    },
    { id: 'sku', header: 'SKU', cell: (r) => <span className="font-mono text-sm">{r.sku}</span> },
    { id: 'price', header: t('price'), cell: (r) => <span className="tabular-nums">{change(r.priceBefore, r.priceAfter)}</span> },
    {
      id: 'salePrice',
      header: t('salePrice'),
      cell: (r) => <span className="tabular-nums">{change(r.salePriceBefore, r.salePriceAfter)}</span>,
    },
    {
      id: 'tiers',
      header: t('tiers'),
      // Volume prices follow the list price: each tier's before → after, so nothing changes unseen.
      cell: (r) =>
        r.tiersBefore.length ? (
          <ul className="space-y-0.5 text-sm tabular-nums" data-testid="bulk-price-tiers">
            {r.tiersBefore.map((tier, i) => (
              <li key={tier.minQuantity} className="whitespace-nowrap">
                {t('tier', { min: tier.minQuantity })}: {change(tier.price, r.tiersAfter[i]?.price ?? tier.price)}
              </li>
            ))}
          </ul>
        ) : (
          '—'
        ),
    },
    { id: 'problem', header: t('problem'), cell: (r) => (r.problem ? <span className="text-sm text-danger">{r.problem}</span> : null) },
  ];
  const ordered = [...rows.filter((r) => r.problem), ...rows.filter((r) => !r.problem)];
  return (
    <div className="space-y-2">
      <DataTable caption={t('caption')} columns={columns} rows={ordered.slice(0, SHOWN)} getRowKey={(r) => r.id} empty={t('noVariants')} />
      {rows.length > SHOWN ? <p className="text-sm text-muted-foreground">{t('more', { count: rows.length - SHOWN })}</p> : null}
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/admin/data-table';
import { Badge } from '@/components/ui/badge';
import type { InventoryEdit } from '@/lib/api-client/admin-products';
import { useMayChangePrices } from '@/lib/api-client/admin-store-settings';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import { Link } from '@/lib/i18n/navigation';
import { useStaffCan } from '@/lib/session/admin-session';
import type { InventoryField } from '@/lib/validation/admin/inventory';
import { EditableCell } from './editable-cell';
import { type OpenStockDialog, StockRowActions } from './stock-row-actions';
import { EDITABLE_FIELDS, formatCell, stockLevel } from './inventory-cells';

type OnConfirm = (row: InventoryRow, edit: InventoryEdit, done: () => void) => void;

function StockBadge({ stock, threshold }: { stock: number; threshold: number }) {
  const t = useTranslations('AdminInventory');
  const level = stockLevel(stock, threshold);
  if (level === 'ok') return null;
  return <Badge variant={level === 'out' ? 'danger' : 'warning'}>{level === 'out' ? t('outOfStock') : t('lowStock')}</Badge>;
}

/**
 * Issue 34 §1: under the stock on hand, what open orders hold (linked to the orders of this SKU)
 * and what is left to sell. Nothing when no order holds any: then all of it is available.
 */
function ReservedLine({ row }: { row: InventoryRow }) {
  const t = useTranslations('AdminInventory');
  if (row.reserved <= 0) return null;
  return (
    <span className="basis-full text-sm text-muted-foreground">
      <Link
        href={`/admin/orders?tab=all&q=${encodeURIComponent(row.sku)}`}
        aria-label={t('reservedLink', { count: row.reserved, sku: row.sku })}
        className="text-foreground underline underline-offset-4 hover:text-primary"
      >
        {t('reserved', { count: row.reserved })}
      </Link>
      {' · '}
      <span className={row.available < 0 ? 'font-semibold text-danger' : undefined}>{t('available', { count: row.available })}</span>
    </span>
  );
}

/**
 * Spec 2 §3 inventory row: SKU, product, then the four editable cells (stock, on hand, with the
 * low-stock mark of what is left to sell, and what orders hold under it).
 */
export function useInventoryColumns(onConfirm: OnConfirm, onOpen?: OpenStockDialog): DataTableColumn<InventoryRow>[] {
  const t = useTranslations('AdminInventory');
  // Issue 25 §5: no cost column for a VENDEDOR (the API does not send it either).
  const seesCosts = useStaffCan('seeCosts');
  // A price the store does not let this role change is shown as text (the screen's note says why).
  const mayChangePrices = useMayChangePrices();
  const isLocked = (field: InventoryField) => !mayChangePrices && (field === 'price' || field === 'salePrice');
  const editable = (field: InventoryField): DataTableColumn<InventoryRow> => ({
    id: field,
    header: t(field),
    className: 'min-w-28',
    cell: (row) =>
      field === 'stock' ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <EditableCell row={row} field={field} onConfirm={onConfirm} />
          <StockBadge stock={row.available} threshold={row.threshold} />
          <ReservedLine row={row} />
        </div>
      ) : isLocked(field) ? (
        <span className={row[field] === null ? 'text-muted-foreground' : 'tabular-nums'}>{formatCell(field, row[field]) ?? t('none')}</span>
      ) : (
        <EditableCell row={row} field={field} onConfirm={onConfirm} />
      ),
  });

  return [
    { id: 'sku', header: t('sku'), className: 'font-mono text-xs whitespace-nowrap', cell: (row) => row.sku },
    {
      id: 'product',
      header: t('product'),
      primary: true,
      className: 'min-w-56',
      cell: (row) => (
        <>
          <Link
            href={`/admin/products/${row.product.id}`}
            className="text-foreground underline-offset-4 hover:text-primary hover:underline"
          >
            {row.product.name}
          </Link>
          {/* Issue 24: which variant this row is ('16 oz · Paquete'). */}
          {row.variantName ? <span className="block text-sm text-muted-foreground">{row.variantName}</span> : null}
        </>
      ),
    },
    ...EDITABLE_FIELDS.filter((field) => seesCosts || field !== 'costPrice').map(editable),
    ...(onOpen
      ? [
          {
            id: 'actions',
            header: t('actions'),
            className: 'whitespace-nowrap',
            cell: (row: InventoryRow) => <StockRowActions row={row} onOpen={onOpen} />,
          },
        ]
      : []),
  ];
}

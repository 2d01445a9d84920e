'use client';

import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { errorAt } from '@/components/admin/products/form-errors';
import { PriceLockNote } from '@/components/admin/price-lock-note';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { useMayChangePrices } from '@/lib/api-client/admin-store-settings';
import type { GridValues } from './variant-grid-values';

type Column = 'price' | 'salePrice' | 'stock';
const COLUMNS: Column[] = ['price', 'salePrice', 'stock'];

/** Issue 24 §5: one row per variant, its price, sale price and stock editable in place. */
export function VariantGridTable() {
  const t = useTranslations('AdminVariantGrid');
  const { register, formState, getValues } = useFormContext<GridValues>();
  const rows = getValues('rows');
  const mayChangePrices = useMayChangePrices();
  // Prices the store does not let this role change are shown, not offered (the note says why).
  const locked = (column: Column) => column !== 'stock' && !mayChangePrices;

  return (
    <div className="space-y-2">
      <PriceLockNote />
      <div className="overflow-x-auto rounded-card border border-border bg-surface">
        <table className="w-full min-w-[40rem] text-left">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="bg-surface-muted text-sm text-muted-foreground">
            <tr>
              <th scope="col" className="p-3 font-medium">
                {t('variant')}
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="p-3 font-medium">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const rowError = errorAt(formState.errors, `rows.${i}.id`);
              return (
                <tr key={row.id} className="border-t border-border align-top">
                  <th scope="row" className="p-3 text-left font-normal">
                    <span className="block font-mono text-sm">{row.sku}</span>
                    {row.label ? <span className="block text-sm text-muted-foreground">{row.label}</span> : null}
                    {rowError ? (
                      <span role="alert" className="block text-sm font-medium text-danger">
                        {rowError}
                      </span>
                    ) : null}
                  </th>
                  {COLUMNS.map((column) => {
                    const error = errorAt(formState.errors, `rows.${i}.${column}`);
                    const errorId = `grid-${i}-${column}-error`;
                    return (
                      <td key={column} className="p-3">
                        <Input
                          {...register(`rows.${i}.${column}`)}
                          aria-label={t('cellLabel', { column: t(column), sku: row.sku })}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          inputMode={column === 'stock' ? 'numeric' : 'decimal'}
                          autoComplete="off"
                          readOnly={locked(column)}
                          className={cn('w-32 tabular-nums', locked(column) && 'bg-surface-muted')}
                        />
                        {error ? (
                          <p id={errorId} className="mt-1 max-w-48 text-sm text-danger">
                            {error}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

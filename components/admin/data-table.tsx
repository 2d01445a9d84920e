'use client';

import type { Key, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

export type DataTableColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names the row: first cell on desktop (a row header), card title on phones. */
  primary?: boolean;
  /** Extra classes for the desktop cells of this column (widths, alignment). */
  className?: string;
  /** Leave this column out of the phone cards (an image already shown elsewhere, say). */
  hideOnCard?: boolean;
};

export type DataTableProps<T> = {
  /** Names the table (a visually hidden caption) and the card list on phones. */
  caption: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => Key;
  /** Buttons for one row (edit, delete); a last column on desktop, a footer on the cards. */
  actions?: (row: T) => ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  className?: string;
  /** Tighter desktop rows, for the long lists staff scroll through (the inventory). */
  dense?: boolean;
};

/**
 * A table from `md` up and a list of cards below it (DESIGN.md: back-office tables become cards
 * on phones), so nothing scrolls sideways at 360 px. Only one of the two is displayed at a time;
 * the other is display:none and so invisible to assistive technology too.
 */
export function DataTable<T>({ caption, columns, rows, getRowKey, actions, empty, className, dense = false }: DataTableProps<T>) {
  const t = useTranslations('Admin.common');
  if (rows.length === 0) {
    return <p className="rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">{empty ?? t('empty')}</p>;
  }
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const details = columns.filter((c) => c !== primary && !c.hideOnCard);
  const cellPadding = dense ? 'px-3 py-1' : 'px-4 py-3';

  return (
    <div className={className}>
      <div className="hidden overflow-x-auto rounded-card border border-border md:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={cn('px-4 py-3 text-start font-semibold', column.className)}>
                  {column.header}
                </th>
              ))}
              {actions ? (
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  {t('actions')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={getRowKey(row)} className="align-middle hover:bg-primary-soft">
                {columns.map((column) =>
                  column === primary ? (
                    <th key={column.id} scope="row" className={cn(cellPadding, 'text-start font-medium', column.className)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cn(cellPadding, column.className)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {actions ? (
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-1">{actions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={getRowKey(row)} className="rounded-card border border-border bg-surface p-4 shadow-card">
            <div className="font-semibold break-words text-foreground">{primary.cell(row)}</div>
            {details.length > 0 ? (
              <dl className="mt-3 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
                {details.map((column) => (
                  <div key={column.id} className="contents">
                    <dt className="text-muted-foreground">{column.header}</dt>
                    <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {actions ? <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-border pt-3">{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

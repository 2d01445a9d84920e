'use client';

import { useTranslations } from 'next-intl';
import type { ImportSummary } from '@/lib/api-client/admin-catalog-csv';
import { Badge } from '@/components/ui/badge';

/**
 * The dry run's old → new list: every field of an existing product or variant the file changes.
 * A field changed in the store after the file was exported is marked: it stays as stored unless
 * staff tick 'Sobrescribir' (docs/catalog-csv.md).
 */
export function ImportChanges({ summary }: { summary: ImportSummary }) {
  const t = useTranslations('AdminCatalogCsv');
  if (summary.changeCount === 0) return null;
  return (
    <div className="space-y-2" data-testid="import-changes">
      <p className="font-semibold">{t('changes', { count: summary.changeCount })}</p>
      {summary.changedSinceExportCount > 0 ? (
        <p role="alert" className="text-sm text-warning">
          {t('changedSinceExport', { count: summary.changedSinceExportCount })}
        </p>
      ) : null}
      <ul className="max-h-96 space-y-2 overflow-y-auto rounded-card border border-border p-3 text-sm">
        {summary.changes.map((c, i) => (
          <li key={i} data-since-export={c.changedSinceExport || undefined}>
            <span className="font-medium">{t('changeAt', { line: c.line, item: c.sku ?? c.product, column: c.column })}</span>{' '}
            <span className="break-words">{t('changeFromTo', { before: c.before || t('blank'), after: c.after || t('blank') })}</span>{' '}
            {c.changedSinceExport ? <Badge variant="warning">{t('changedSinceExportBadge')}</Badge> : null}
          </li>
        ))}
      </ul>
      {summary.changeCount > summary.changes.length ? (
        <p className="text-sm text-muted-foreground">{t('moreChanges', { count: summary.changeCount - summary.changes.length })}</p>
      ) : null}
    </div>
  );
}

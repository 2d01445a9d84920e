'use client';

import { useTranslations } from 'next-intl';
import type { ImportSummary } from '@/lib/api-client/admin-catalog-csv';
import { ImportChanges } from './import-changes';

/** The dry run: what was detected, the counts, and every problem by line and column. */
export function ImportResult({ summary }: { summary: ImportSummary }) {
  const t = useTranslations('AdminCatalogCsv');
  const { counts } = summary;
  const kinds = ['products', 'variants'] as const;
  return (
    <div className="space-y-4" aria-live="polite">
      <p className="text-sm text-muted-foreground" data-testid="import-detected">
        {t('detected', {
          rows: summary.rowCount,
          encoding: summary.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252',
          bom: summary.bom ? 'yes' : 'no',
          separator: summary.separator === ';' ? t('semicolon') : t('comma'),
        })}
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('countsCaption')}</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium"></th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('created')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('updated')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('unchanged')}
            </th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr key={kind} className="border-t border-border" data-testid={`import-counts-${kind}`}>
              <th scope="row" className="py-2 text-left font-medium">
                {t(kind)}
              </th>
              <td className="py-2 text-right tabular-nums">{counts[kind].created}</td>
              <td className="py-2 text-right tabular-nums">{counts[kind].updated}</td>
              <td className="py-2 text-right tabular-nums">{counts[kind].unchanged}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ImportChanges summary={summary} />
      {summary.problemCount > 0 ? (
        <div className="space-y-2">
          <p role="alert" className="font-semibold text-danger">
            {t('problems', { count: summary.problemCount })}
          </p>
          <ul className="max-h-96 space-y-2 overflow-y-auto rounded-card border border-border p-3 text-sm">
            {summary.problems.map((p, i) => (
              <li key={i}>
                <span className="font-medium">{t('problemAt', { line: p.line, column: p.column })}</span> {p.message}
              </li>
            ))}
          </ul>
          {summary.problemCount > summary.problems.length ? (
            <p className="text-sm text-muted-foreground">{t('moreProblems', { count: summary.problemCount - summary.problems.length })}</p>
          ) : null}
        </div>
      ) : summary.canApply ? (
        <p className="text-sm font-medium text-success">{t('ready')}</p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('nothingToDo')}</p>
      )}
    </div>
  );
}

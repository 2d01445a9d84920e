'use client';

import { useTranslations } from 'next-intl';
import { useCatalogImportProgress } from '@/lib/api-client/admin-catalog-csv';

/** While 'Aplicar' runs: the import's writes applied of total, polled from the server. */
export function ImportProgress({ active }: { active: boolean }) {
  const t = useTranslations('AdminCatalogCsv');
  const { data: progress } = useCatalogImportProgress(active);
  if (!active || !progress || progress.status !== 'applying') return null;
  return (
    <div className="space-y-1" role="status">
      <progress className="h-2 w-full" aria-label={t('progressLabel')} max={progress.total} value={progress.applied} />
      <p className="text-sm text-muted-foreground">{t('progress', { applied: progress.applied, total: progress.total })}</p>
    </div>
  );
}

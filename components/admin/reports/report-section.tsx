'use client';

import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { type ReportParams, type ReportTable, useExportReport } from '@/lib/api-client/admin-reports';
import { errorMessage } from '@/lib/api-client/admin';

/** One report: a heading, its 'Exportar CSV' (the same table as a file) and its content. */
export function ReportSection({
  id,
  title,
  table,
  params,
  canExport,
  children,
}: {
  id: string;
  title: string;
  table: ReportTable;
  params: ReportParams;
  canExport: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('AdminReports');
  const notify = useNotification();
  const exportReport = useExportReport();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-card bg-surface p-3 shadow-card sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {canExport ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={exportReport.isPending}
            aria-label={t('exportNamed', { name: title })}
            onClick={() =>
              exportReport.mutate(
                { table, params },
                { onError: (error) => notify.error(t('exportError', { message: errorMessage(error) })) },
              )
            }
          >
            <Download aria-hidden="true" className="size-4" />
            {t('export')}
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

'use client';

import { type ReactNode, useState } from 'react';
import { Download } from 'lucide-react';
import { AdminPage } from '@/components/admin/admin-page';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client/admin';
import { colombiaToday } from '@/lib/domain/order-search';

/** The texts a period report's namespace carries (AdminIvaReport, AdminOnlinePayments). */
type RangeReportKey = 'title' | 'description' | 'from' | 'to' | 'rangeError' | 'export' | 'exporting' | 'exportError' | 'loadError';
type Translate = (key: RangeReportKey, values?: { message: string }) => string;

export type ReportRange = { from: string; to: string; today: string; setFrom: (v: string) => void; setTo: (v: string) => void };

/** A period of Colombian days, both included: from `start(today)` to today. */
export function useReportRange(start: (today: string) => string): ReportRange {
  const today = colombiaToday();
  const [from, setFrom] = useState(() => start(today));
  const [to, setTo] = useState(today);
  return { from, to, today, setFrom, setTo };
}

type Props = {
  t: Translate;
  range: ReportRange;
  allowed: boolean;
  report: { data: unknown; isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  exporting: { isPending: boolean; mutate: (range: { from: string; to: string }, callbacks: { onError: (error: Error) => void }) => void };
  /** Between the dates and the table (e.g. a setting the figures depend on). */
  children: ReactNode;
};

/**
 * A back-office report over a period (the IVA report, 'Pagos en línea'): its title, 'Descargar
 * CSV', the two dates (the end not before the start, neither after today), then the figures.
 */
export function RangeReportPage({ t, range, allowed, report, exporting, children }: Props) {
  const notify = useNotification();
  const { from, to, today } = range;
  const rangeError = from && to && from > to ? t('rangeError') : null;
  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      forbidden={!allowed}
      isLoading={report.isLoading}
      error={report.isError ? t('loadError', { message: errorMessage(report.error) }) : null}
      onRetry={() => void report.refetch()}
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={!report.data || Boolean(rangeError)}
          loading={exporting.isPending}
          busyLabel={t('exporting')}
          onClick={() =>
            exporting.mutate({ from, to }, { onError: (error) => notify.error(t('exportError', { message: errorMessage(error) })) })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {t('export')}
        </Button>
      }
    >
      <div className="grid max-w-md grid-cols-2 gap-3">
        <Field label={t('from')}>
          <Input type="date" value={from} max={today} onChange={(e) => range.setFrom(e.target.value)} />
        </Field>
        <Field label={t('to')} error={rangeError ?? undefined}>
          <Input type="date" value={to} max={today} onChange={(e) => range.setTo(e.target.value)} />
        </Field>
      </div>
      {children}
    </AdminPage>
  );
}

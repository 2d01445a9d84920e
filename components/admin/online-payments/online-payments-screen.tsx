'use client';

import { useLocale, useTranslations } from 'next-intl';
import { RangeReportPage, useReportRange } from '@/components/admin/range-report-page';
import { useExportOnlinePayments, useOnlinePaymentsReport } from '@/lib/api-client/admin-online-payments';
import { isAdminRole, useAdminSession } from '@/lib/session/admin-session';
import { OnlinePaymentsTable, OnlinePaymentsTotals } from './online-payments-table';

/**
 * 'Pagos en línea' (docs/online-payment-screens.md): the period's Wompi transactions against the
 * orders, with how each matched (paid, pending, declined, a different amount, no order of ours),
 * the totals and the CSV the accountant sets beside Wompi's own report. Today by default.
 */
export function OnlinePaymentsScreen() {
  const t = useTranslations('AdminOnlinePayments');
  const locale = useLocale();
  const { user } = useAdminSession();
  const allowed = isAdminRole(user);
  const range = useReportRange((today) => today);
  const report = useOnlinePaymentsReport(range.from, range.to, { enabled: allowed });
  const exporting = useExportOnlinePayments();
  return (
    <RangeReportPage t={t} range={range} allowed={allowed} report={report} exporting={exporting}>
      {report.data ? (
        <>
          <OnlinePaymentsTotals report={report.data} />
          <OnlinePaymentsTable rows={report.data.transactions} locale={locale} />
        </>
      ) : null}
    </RangeReportPage>
  );
}

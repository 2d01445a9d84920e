'use client';

import { useTranslations } from 'next-intl';
import { RangeReportPage, useReportRange } from '@/components/admin/range-report-page';
import { useExportIvaReport, useIvaReport } from '@/lib/api-client/admin-iva-report';
import { formatCOP } from '@/lib/domain/money';
import { isAdminRole, useAdminSession } from '@/lib/session/admin-session';
import { DeliveryIvaSetting } from './delivery-iva-setting';

/**
 * Issue 26 §1: the IVA collected per rate for a period (ADMIN), what the accountant asks for;
 * the current month by default, downloadable as CSV (docs/iva-and-fiscal-data.md).
 */
export function IvaReportScreen() {
  const t = useTranslations('AdminIvaReport');
  const tr = useTranslations('AdminIvaRefunds');
  const tf = useTranslations('Fiscal');
  const { user } = useAdminSession();
  const allowed = isAdminRole(user);
  const range = useReportRange((today) => `${today.slice(0, 8)}01`);
  const report = useIvaReport(range.from, range.to, { enabled: allowed });
  const exporting = useExportIvaReport();
  const data = report.data;

  const cell = 'py-2 pl-3 text-right tabular-nums';
  return (
    <RangeReportPage t={t} range={range} allowed={allowed} report={report} exporting={exporting}>
      <DeliveryIvaSetting />
      {data ? (
        <div className="overflow-x-auto rounded-card border border-border bg-surface p-3 sm:p-4">
          <table className="w-full text-sm" data-testid="iva-report">
            <caption className="pb-2 text-left text-muted-foreground">{t('caption', { orders: data.orders })}</caption>
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="py-2 text-left font-medium">
                  {t('class')}
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  {tf('base')}
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  {tf('iva')}
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  {tf('total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.length === 0 ? (
                <tr>
                  <td colSpan={4} className="py-4 text-muted-foreground">
                    {t('empty')}
                  </td>
                </tr>
              ) : (
                data.rows.map((row) => (
                  <tr key={`${row.ivaClass}-${row.rate}`} className="border-b border-border">
                    <th scope="row" className="py-2 text-left font-normal">
                      {tf(`classes.${row.ivaClass}`)}
                    </th>
                    <td className={cell}>{formatCOP(row.base)}</td>
                    <td className={cell}>{formatCOP(row.iva)}</td>
                    <td className={cell}>{formatCOP(row.total)}</td>
                  </tr>
                ))
              )}
              <tr className="font-semibold">
                <th scope="row" className="py-2 text-left">
                  {tf('total')}
                </th>
                <td className={cell}>{formatCOP(data.base)}</td>
                <td className={cell}>{formatCOP(data.iva)}</td>
                <td className={cell}>{formatCOP(data.total)}</td>
              </tr>
              {data.refunds.orders > 0 ? (
                <>
                  <tr className="border-t border-border">
                    <th scope="row" className="py-2 text-left font-normal">
                      {tr('refunds', { orders: data.refunds.orders })}
                    </th>
                    <td className={cell}>{formatCOP(-data.refunds.base)}</td>
                    <td className={cell}>{formatCOP(-data.refunds.iva)}</td>
                    <td className={cell}>{formatCOP(-data.refunds.total)}</td>
                  </tr>
                  <tr className="font-semibold">
                    <th scope="row" className="py-2 text-left">
                      {tr('net')}
                    </th>
                    <td className={cell}>{formatCOP(data.net.base)}</td>
                    <td className={cell}>{formatCOP(data.net.iva)}</td>
                    <td className={cell}>{formatCOP(data.net.total)}</td>
                  </tr>
                </>
              ) : null}
            </tbody>
          </table>
          {data.delivery.total > 0 ? (
            <p className="mt-2 text-xs text-muted-foreground">
              {t('deliveryIncluded', { base: formatCOP(data.delivery.base), iva: formatCOP(data.delivery.iva) })}
            </p>
          ) : null}
        </div>
      ) : null}
    </RangeReportPage>
  );
}

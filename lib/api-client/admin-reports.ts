'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { BreakdownReport, SalesReport, TopReport } from '@/lib/data/admin/reports';
import type { BreakdownKind, ReportInterval, TopReportKind } from '@/lib/domain/reports';
import { saveDownload } from '@/lib/browser-download';
import { ADMIN_QUERY_ROOT, useAdminSession } from '@/lib/session/admin-session';
import { useAdminEnabled, useAdminFetch } from './admin';
import { rawAdminCall } from './admin-download';

export type { BreakdownReport, BreakdownRow, SalesReport, TopReport, TopRow } from '@/lib/data/admin/reports';

/** What the reports screen asks for: a range of Colombian days and, for the series, an interval. */
export type ReportParams = { from: string; to: string; interval: ReportInterval };

const reportKeys = {
  sales: (p: ReportParams) => [ADMIN_QUERY_ROOT, 'reports', 'sales', p.from, p.to, p.interval] as const,
  top: (by: TopReportKind, p: ReportParams) => [ADMIN_QUERY_ROOT, 'reports', 'top', by, p.from, p.to] as const,
  breakdown: (by: BreakdownKind, p: ReportParams) => [ADMIN_QUERY_ROOT, 'reports', 'breakdown', by, p.from, p.to] as const,
};

export type ReportTable = { report: 'sales' } | { report: 'top'; by: TopReportKind } | { report: 'breakdown'; by: BreakdownKind };

/** The API path of one report table, JSON or CSV. */
export function reportPath(table: ReportTable, p: ReportParams, format: 'json' | 'csv' = 'json'): string {
  const query = new URLSearchParams({ from: p.from, to: p.to });
  if (table.report === 'sales') query.set('interval', p.interval);
  else query.set('by', table.by);
  if (format === 'csv') query.set('format', 'csv');
  return `/api/admin/reports/${table.report}?${query}`;
}

// Changing the range keeps the figures on screen until the new ones arrive (no flash of spinners).
export function useSalesReport(p: ReportParams) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: reportKeys.sales(p),
    enabled: useAdminEnabled(),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call<SalesReport>(reportPath({ report: 'sales' }, p), { signal }),
  });
}

export function useTopReport(by: TopReportKind, p: ReportParams) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: reportKeys.top(by, p),
    enabled: useAdminEnabled(),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call<TopReport>(reportPath({ report: 'top', by }, p), { signal }),
  });
}

export function useBreakdownReport(by: BreakdownKind, p: ReportParams) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: reportKeys.breakdown(by, p),
    enabled: useAdminEnabled(),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call<BreakdownReport>(reportPath({ report: 'breakdown', by }, p), { signal }),
  });
}

/** Downloads one table as CSV (the server names the file). */
export function useExportReport() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: async ({ table, params }: { table: ReportTable; params: ReportParams }) =>
      saveDownload(await rawAdminCall(token, reportPath(table, params, 'csv')), 'reporte.csv'),
  });
}

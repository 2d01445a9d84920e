import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { catalogExportQuery } from './catalog-csv';
import { isCalendarDay } from './orders';

/** A year and a day: an accountant's period (a month, a bimester, a year) always fits. */
export const MAX_IVA_REPORT_DAYS = 366;

const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, { error: message });

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * GET /api/admin/reports/iva?from=AAAA-MM-DD&to=AAAA-MM-DD[&format=csv][&separator=;]: calendar
 * days in Colombia, both included.
 */
export const ivaReportQuery = z
  .object({
    from: day(message('fromDateRequired')),
    to: day(message('toDateRequired')),
    format: z
      .enum(['json', 'csv'], { error: message('formatJsonCsvQuoted') })
      .optional()
      .transform((v) => v ?? 'json'),
  })
  .extend(catalogExportQuery.shape)
  .superRefine((query, ctx) => {
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: message('dateOrder') });
    } else if (daysBetween(query.from, query.to) >= MAX_IVA_REPORT_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: message('ivaReportDays', { max: MAX_IVA_REPORT_DAYS }) });
    }
  });

export type IvaReportQuery = z.infer<typeof ivaReportQuery>;

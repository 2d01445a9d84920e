import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import {
  addDays,
  breakdownKinds,
  DEFAULT_RANGE_DAYS,
  DEFAULT_TOP_LIMIT,
  MAX_TOP_LIMIT,
  defaultInterval,
  defaultRange,
  MAX_DAILY_RANGE_DAYS,
  MAX_RANGE_DAYS,
  rangeDays,
  reportIntervals,
  topReportKinds,
} from '@/lib/domain/reports';
import { wholeNumber } from '@/lib/validation/admin/fields';
import { blankAsMissing, dayRange } from '@/lib/validation/admin/orders';

/**
 * Query strings of GET /api/admin/reports/* (issue 25 §4; docs/reports.md): a range of
 * Colombian calendar days (`from`, `to`, both included; the last 30 days when both are missing,
 * 30 days up to `to` or from `from` when one is), an optional `format=csv` with `separator`.
 */

const rangeQuery = {
  ...dayRange(),
  format: z.preprocess(blankAsMissing, z.enum(['json', 'csv'], { error: message('formatJsonCsv') }).optional()),
  separator: z.preprocess(blankAsMissing, z.enum([';', ','], { error: message('separatorInvalid') }).optional()),
};

type RangeFields = { from?: string; to?: string };

/** Fills a missing end with a 30-day range and checks order and length (a 400 on `to`). */
function completeRange<T extends RangeFields>(query: T, ctx: z.RefinementCtx) {
  const fallback = defaultRange();
  let { from, to } = query;
  if (!from && !to) ({ from, to } = fallback);
  else if (!from) from = addDays(to!, -(DEFAULT_RANGE_DAYS - 1));
  else if (!to) to = addDays(from, DEFAULT_RANGE_DAYS - 1);
  if (from! > to!) {
    ctx.addIssue({ code: 'custom', message: message('dateOrder'), path: ['to'] });
    return z.NEVER;
  }
  if (rangeDays({ from: from!, to: to! }) > MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', message: message('reportRangeDays', { max: MAX_RANGE_DAYS }), path: ['to'] });
    return z.NEVER;
  }
  return { ...query, from: from!, to: to! };
}

/** GET /api/admin/reports/sales?from=&to=&interval=day|week|month */
export const salesReportQuery = z
  .object({
    ...rangeQuery,
    interval: z.preprocess(blankAsMissing, z.enum(reportIntervals, { error: message('reportInterval') }).optional()),
  })
  .transform(completeRange)
  .transform((query, ctx) => {
    const interval = query.interval ?? defaultInterval(query);
    if (interval === 'day' && rangeDays(query) > MAX_DAILY_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        message: message('reportDailyRangeDays', { max: MAX_DAILY_RANGE_DAYS }),
        path: ['interval'],
      });
      return z.NEVER;
    }
    return { ...query, interval };
  });

const limitParam = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    wholeNumber(message('limitNumber'), { min: 1, max, minMessage: message('limitRange', { max }) }).pipe(
      z.number().max(max, { error: message('limitRange', { max }) }),
    ),
  );

/** GET /api/admin/reports/top?by=products|categories|customers&limit= */
export const topReportQuery = z
  .object({
    ...rangeQuery,
    by: z.enum(topReportKinds, { error: message('reportRanking') }),
    limit: limitParam(DEFAULT_TOP_LIMIT, MAX_TOP_LIMIT),
  })
  .transform(completeRange);

/** GET /api/admin/reports/breakdown?by=payment_method|delivery_option|source (issue 23 §5) */
export const breakdownReportQuery = z
  .object({ ...rangeQuery, by: z.enum(breakdownKinds, { error: message('reportBreakdown') }) })
  .transform(completeRange);

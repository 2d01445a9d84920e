'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ReportParams } from '@/lib/api-client/admin-reports';
import { colombiaToday } from '@/lib/domain/order-search';
import { MAX_DAILY_RANGE_DAYS, presetRange, rangeDays, REPORT_PRESETS, reportIntervals } from '@/lib/domain/reports';
import { isCalendarDay } from '@/lib/validation/admin/orders';

/** The range ('Desde', 'Hasta', or one of the presets) and the interval of the reports. */
export function ReportFilters({ params, onChange }: { params: ReportParams; onChange: (next: Partial<ReportParams>) => void }) {
  const t = useTranslations('AdminReports.filters');
  const id = useId();
  const today = colombiaToday();
  const dailyAllowed = rangeDays(params) <= MAX_DAILY_RANGE_DAYS;
  const setDay = (key: 'from' | 'to', value: string) => {
    if (!isCalendarDay(value)) return;
    const next = { ...params, [key]: value };
    if (next.from > next.to) next[key === 'from' ? 'to' : 'from'] = value;
    onChange({ from: next.from, to: next.to });
  };

  return (
    <div className="space-y-3 rounded-card bg-surface p-3 shadow-card sm:p-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('presets')}>
        {REPORT_PRESETS.map((preset) => {
          const range = presetRange(preset);
          const active = range.from === params.from && range.to === params.to;
          return (
            <Button
              key={preset}
              type="button"
              size="sm"
              variant={active ? 'secondary' : 'outline'}
              aria-pressed={active}
              onClick={() => onChange(range)}
            >
              {t(`preset.${preset}`)}
            </Button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-from`} className="block text-sm font-medium">
            {t('from')}
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            value={params.from}
            max={today}
            onChange={(e) => setDay('from', e.target.value)}
            className="w-auto"
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-to`} className="block text-sm font-medium">
            {t('to')}
          </label>
          <Input
            id={`${id}-to`}
            type="date"
            value={params.to}
            min={params.from}
            onChange={(e) => setDay('to', e.target.value)}
            className="w-auto"
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-interval`} className="block text-sm font-medium">
            {t('interval')}
          </label>
          <Select
            id={`${id}-interval`}
            value={params.interval}
            onChange={(e) => onChange({ interval: e.target.value as ReportParams['interval'] })}
            className="w-36"
          >
            {reportIntervals.map((interval) => (
              <option key={interval} value={interval} disabled={interval === 'day' && !dailyAllowed}>
                {t(`intervals.${interval}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}

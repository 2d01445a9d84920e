'use client';

import { useTranslations } from 'next-intl';
import { useFieldMessage } from '@/components/ui/field-message';
import { Checkbox } from '@/components/ui/checkbox';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** ISO weekdays (1 = Monday) as seven checkboxes. */
export function WeekdayCheckboxes({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const t = useTranslations('AdminDelivery');
  const say = useFieldMessage();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('zone.weekdays')}</legend>
      <div className="flex flex-wrap gap-x-4">
        {DAYS.map((day) => (
          <Checkbox
            key={day}
            label={t(`days.${day}`)}
            checked={value.includes(day)}
            onChange={(e) => onChange(e.target.checked ? [...value, day].sort((a, b) => a - b) : value.filter((d) => d !== day))}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {say(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

'use client';

import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DayRangeFields, FilterField, ListSearchForm } from '@/components/admin/list-filters';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { ActivityFilter } from '@/lib/api-client/admin-activity';
import type { StaffUserDto } from '@/lib/data/admin/users';
import { type ActivityAction, type ActivityEntity, activityActions, activityEntities } from '@/lib/domain/activity';
import { MAX_ACTIVITY_SEARCH_LENGTH } from '@/lib/validation/admin/activity-log';

export type ActivityFiltersProps = {
  filter: ActivityFilter;
  staff: readonly StaffUserDto[];
  onChange: (next: ActivityFilter) => void;
};

/** Who, what action, what kind of record, a text (record, id, e-mail) and a date range. */
export function ActivityFilters({ filter, staff, onChange }: ActivityFiltersProps) {
  const t = useTranslations('AdminActivity');
  const id = useId();
  const [text, setText] = useState(filter.q ?? '');
  const set = (next: Partial<ActivityFilter>) => onChange({ ...filter, ...next });
  const active = Object.values(filter).some(Boolean);

  return (
    <div className="space-y-3 rounded-card bg-surface p-3 shadow-card sm:p-4">
      <ListSearchForm
        id={id}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        submitLabel={t('filters.submit')}
        value={text}
        maxLength={MAX_ACTIVITY_SEARCH_LENGTH}
        onValueChange={setText}
        onSubmit={(q) => set({ q: q || undefined })}
      />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-5">
        <FilterField id={`${id}-staff`} label={t('filters.staff')}>
          <Select
            id={`${id}-staff`}
            value={filter.staffId ?? ''}
            onChange={(e) => set({ staffId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('filters.all')}</option>
            {staff.map((user) => (
              <option key={user.id} value={user.id}>
                {user.nombre}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id={`${id}-action`} label={t('filters.action')}>
          <Select
            id={`${id}-action`}
            value={filter.action ?? ''}
            onChange={(e) => set({ action: (e.target.value || undefined) as ActivityAction | undefined })}
          >
            <option value="">{t('filters.all')}</option>
            {activityActions.map((action) => (
              <option key={action} value={action}>
                {t(`actions.${action}`)}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id={`${id}-entity`} label={t('filters.entity')}>
          <Select
            id={`${id}-entity`}
            value={filter.entity ?? ''}
            onChange={(e) => set({ entity: (e.target.value || undefined) as ActivityEntity | undefined })}
          >
            <option value="">{t('filters.all')}</option>
            {activityEntities.map((entity) => (
              <option key={entity} value={entity}>
                {t(`entities.${entity}`)}
              </option>
            ))}
          </Select>
        </FilterField>
        <DayRangeFields
          id={id}
          labels={{ from: t('filters.from'), to: t('filters.to') }}
          from={filter.from ?? ''}
          to={filter.to ?? ''}
          onChange={(days) => set(Object.fromEntries(Object.entries(days).map(([key, day]) => [key, day || undefined])))}
        />
      </div>
      {active ? (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setText('');
            onChange({});
          }}
        >
          <X aria-hidden="true" className="size-4" />
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}

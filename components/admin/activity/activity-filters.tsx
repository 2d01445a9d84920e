'use client';

import { type FormEvent, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: text.trim() || undefined });
  };

  return (
    <div className="space-y-3 rounded-card bg-surface p-3 shadow-card sm:p-4">
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={`${id}-q`} className="block text-sm font-medium">
            {t('filters.search')}
          </label>
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={MAX_ACTIVITY_SEARCH_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('filters.searchPlaceholder')}
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          {t('filters.submit')}
        </Button>
      </form>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-5">
        <FilterField id={`${id}-staff`} label={t('filters.staff')}>
          <Select id={`${id}-staff`} value={filter.staffId ?? ''} onChange={(e) => set({ staffId: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">{t('filters.all')}</option>
            {staff.map((user) => (
              <option key={user.id} value={user.id}>
                {user.nombre}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id={`${id}-action`} label={t('filters.action')}>
          <Select id={`${id}-action`} value={filter.action ?? ''} onChange={(e) => set({ action: (e.target.value || undefined) as ActivityAction | undefined })}>
            <option value="">{t('filters.all')}</option>
            {activityActions.map((action) => (
              <option key={action} value={action}>
                {t(`actions.${action}`)}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id={`${id}-entity`} label={t('filters.entity')}>
          <Select id={`${id}-entity`} value={filter.entity ?? ''} onChange={(e) => set({ entity: (e.target.value || undefined) as ActivityEntity | undefined })}>
            <option value="">{t('filters.all')}</option>
            {activityEntities.map((entity) => (
              <option key={entity} value={entity}>
                {t(`entities.${entity}`)}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id={`${id}-from`} label={t('filters.from')}>
          <Input id={`${id}-from`} type="date" value={filter.from ?? ''} max={filter.to || undefined} onChange={(e) => set({ from: e.target.value || undefined })} />
        </FilterField>
        <FilterField id={`${id}-to`} label={t('filters.to')}>
          <Input id={`${id}-to`} type="date" value={filter.to ?? ''} min={filter.from || undefined} onChange={(e) => set({ to: e.target.value || undefined })} />
        </FilterField>
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

function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

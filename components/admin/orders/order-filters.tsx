'use client';

import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DayRangeFields, ListSearchForm } from '@/components/admin/list-filters';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { orderSources } from '@/lib/domain/order-status';
import { colombiaToday } from '@/lib/domain/order-search';
import { MAX_ORDER_SEARCH_LENGTH } from '@/lib/validation/admin/orders';
import type { OrderListParams } from './use-order-list-params';

export type OrderFiltersProps = {
  params: OrderListParams;
  onChange: (next: Partial<OrderListParams>) => void;
};

/**
 * Issue 25 §2: one search box (order number, customer name, e-mail, phone, document, product or
 * SKU; searched on Enter or 'Buscar') and a date range ('Desde', 'Hasta', applied as they change).
 * The fields start from the address, so back and forward show what is being listed.
 */
export function OrderFilters({ params, onChange }: OrderFiltersProps) {
  const t = useTranslations('AdminOrders.filters');
  const id = useId();
  const [text, setText] = useState(params.q);
  // Back/forward change the address under the field: show what is listed (React's "reset state on prop change").
  const [shownQ, setShownQ] = useState(params.q);
  if (shownQ !== params.q) {
    setShownQ(params.q);
    setText(params.q);
  }
  const today = colombiaToday();
  const sources = useTranslations('Admin.orderSources');
  const tf = useTranslations('Admin.newOrder');
  const active = Boolean(params.q || params.from || params.to || params.source);

  return (
    <div className="space-y-3 rounded-card bg-surface p-3 shadow-card sm:p-4">
      <ListSearchForm
        id={id}
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        hint={t('searchHint')}
        submitLabel={t('submit')}
        value={text}
        maxLength={MAX_ORDER_SEARCH_LENGTH}
        onValueChange={setText}
        onSubmit={(q) => onChange({ q })}
      />
      <div className="flex flex-wrap items-end gap-2">
        <DayRangeFields
          id={id}
          labels={{ from: t('from'), to: t('to') }}
          from={params.from}
          to={params.to}
          latest={today}
          className="w-auto"
          onChange={onChange}
        />
        {/* Issue 23 §5: where the orders came from. */}
        <div className="space-y-1.5">
          <label htmlFor={`${id}-source`} className="block text-sm font-medium">
            {tf('sourceFilter')}
          </label>
          <Select
            id={`${id}-source`}
            value={params.source}
            onChange={(event) => onChange({ source: event.target.value as OrderListParams['source'] })}
            className="w-auto"
          >
            <option value="">{tf('allSources')}</option>
            {orderSources.map((source) => (
              <option key={source} value={source}>
                {sources(source)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="button" variant="outline" onClick={() => onChange({ from: today, to: today })}>
          {t('today')}
        </Button>
        {active ? (
          <Button type="button" variant="ghost" onClick={() => onChange({ q: '', from: '', to: '', source: '' })}>
            <X aria-hidden="true" className="size-4" />
            {t('clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

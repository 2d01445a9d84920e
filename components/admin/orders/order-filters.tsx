'use client';

import { type FormEvent, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };

  return (
    <div className="space-y-3 rounded-card bg-surface p-3 shadow-card sm:p-4">
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={`${id}-q`} className="block text-sm font-medium">
            {t('search')}
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={`${id}-q`}
              type="search"
              name="q"
              value={text}
              maxLength={MAX_ORDER_SEARCH_LENGTH}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('searchPlaceholder')}
              aria-describedby={`${id}-q-hint`}
              className="ps-10"
            />
          </div>
          <p id={`${id}-q-hint`} className="sr-only">
            {t('searchHint')}
          </p>
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          {t('submit')}
        </Button>
      </form>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-from`} className="block text-sm font-medium">
            {t('from')}
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            value={params.from}
            max={params.to || today}
            onChange={(event) => onChange({ from: event.target.value })}
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
            min={params.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
            className="w-auto"
          />
        </div>
        {/* Issue 23 §5: where the orders came from. */}
        <div className="space-y-1.5">
          <label htmlFor={`${id}-source`} className="block text-sm font-medium">
            {tf('sourceFilter')}
          </label>
          <Select id={`${id}-source`} value={params.source} onChange={(event) => onChange({ source: event.target.value as OrderListParams['source'] })} className="w-auto">
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

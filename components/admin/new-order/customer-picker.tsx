'use client';

import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client/admin';
import { type CustomerSearchItem, useCustomerSearch } from '@/lib/api-client/admin-new-order';
import { SearchResultList } from './search-result-list';

/** Who the order is for: a customer from the list, or a new one typed here (name and phone; e-mail optional). */
export type CustomerChoice =
  | { kind: 'none' }
  | { kind: 'existing'; id: number; name: string; phone: string | null; email: string | null }
  | { kind: 'new'; name: string; phone: string; email: string };

type Props = {
  value: CustomerChoice;
  onChange: (value: CustomerChoice) => void;
  errors: Record<string, string[] | undefined>;
};

export function CustomerPicker({ value, onChange, errors }: Props) {
  const t = useTranslations('Admin.newOrder.customer');
  if (value.kind === 'existing') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-border p-3">
        <div className="min-w-0">
          <p className="font-medium">{value.name}</p>
          <p className="text-sm text-muted-foreground">{[value.phone, value.email].filter(Boolean).join(' · ')}</p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange({ kind: 'none' })}>
          {t('change')}
        </Button>
      </div>
    );
  }
  if (value.kind === 'new') {
    const set = (patch: Partial<typeof value>) => onChange({ ...value, ...patch });
    return (
      <div className="space-y-3 rounded-card border border-border p-3">
        <div className="flex items-center justify-between gap-2">
          <p className="font-medium">{t('newTitle')}</p>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ kind: 'none' })}>
            {t('searchInstead')}
          </Button>
        </div>
        <Field label={t('name')} required error={errors['newCustomer.name']?.[0]}>
          <Input value={value.name} autoComplete="off" maxLength={120} onChange={(e) => set({ name: e.target.value })} />
        </Field>
        <Field label={t('phone')} required error={errors['newCustomer.phone']?.[0]}>
          <Input value={value.phone} type="tel" inputMode="tel" autoComplete="off" onChange={(e) => set({ phone: e.target.value })} />
        </Field>
        <Field label={t('email')} hint={t('emailHint')} error={errors['newCustomer.email']?.[0]}>
          <Input value={value.email} type="email" autoComplete="off" onChange={(e) => set({ email: e.target.value })} />
        </Field>
      </div>
    );
  }
  return (
    <CustomerSearch
      onPick={(c) => onChange({ kind: 'existing', id: c.id, name: c.name, phone: c.phone, email: c.email })}
      onNew={() => onChange({ kind: 'new', name: '', phone: '', email: '' })}
      error={errors.customerId?.[0]}
    />
  );
}

function CustomerSearch({ onPick, onNew, error }: { onPick: (c: CustomerSearchItem) => void; onNew: () => void; error?: string }) {
  const t = useTranslations('Admin.newOrder.customer');
  const [text, setText] = useState('');
  const search = useCustomerSearch(text);
  const items = text.trim().length >= 2 ? (search.data?.items ?? []) : [];
  return (
    <div className="space-y-2">
      <SearchResultList
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        text={text}
        onTextChange={setText}
        notice={
          <>
            {search.isError ? <p className="text-sm text-danger">{t('searchError', { message: errorMessage(search.error) })}</p> : null}
            {text.trim().length >= 2 && search.isSuccess && items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('noCustomers')}</p>
            ) : null}
          </>
        }
        resultsLabel={t('results')}
        items={items}
        itemKey={(c) => c.id}
        renderItem={(c) => (
          <button type="button" className="w-full rounded-md p-2 text-start hover:bg-muted" onClick={() => onPick(c)}>
            <span className="block font-medium">{c.name}</span>
            <span className="block text-sm text-muted-foreground">
              {[c.phone, c.email, c.documentNumber].filter(Boolean).join(' · ')} · {t('ordersCount', { count: c.ordersCount })}
            </span>
          </button>
        )}
      />
      <Button type="button" variant="outline" onClick={onNew}>
        <UserPlus aria-hidden="true" className="size-4" />
        {t('new')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

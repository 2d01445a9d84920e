'use client';

import { useTranslations } from 'next-intl';
import { flattenCategories } from '@/components/admin/products/product-form-values';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAdminCategories } from '@/lib/api-client/admin-catalog';
import { useAdminProviders } from '@/lib/api-client/admin-providers';

export type BulkPriceForm = {
  categoryId: string;
  providerId: string;
  search: string;
  kind: 'percent' | 'amount';
  value: string;
  rounding: 'none' | '50' | '100';
  includeSalePrice: boolean;
};

export const EMPTY_BULK_FORM: BulkPriceForm = {
  categoryId: '',
  providerId: '',
  search: '',
  kind: 'percent',
  value: '',
  rounding: 'none',
  includeSalePrice: false,
};

const indent = (depth: number) => '\u00a0'.repeat(depth * 4);

/** Which variants (category, provider, search) and how their prices change. */
export function BulkPricesForm({
  form,
  onChange,
  errors,
}: {
  form: BulkPriceForm;
  onChange: (next: BulkPriceForm) => void;
  errors: Record<string, string[]>;
}) {
  const t = useTranslations('AdminBulkPrices');
  const categories = useAdminCategories();
  const providers = useAdminProviders();
  const set = <K extends keyof BulkPriceForm>(key: K, value: BulkPriceForm[K]) => onChange({ ...form, [key]: value });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field label={t('category')} error={errors.categoryId?.[0]}>
        <Select value={form.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
          <option value="">{t('allCategories')}</option>
          {flattenCategories(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {indent(c.depth) + c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('provider')} error={errors.providerId?.[0]}>
        <Select value={form.providerId} onChange={(e) => set('providerId', e.target.value)}>
          <option value="">{t('allProviders')}</option>
          {(providers.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('search')} error={errors.search?.[0]}>
        <Input value={form.search} maxLength={200} placeholder={t('searchPlaceholder')} onChange={(e) => set('search', e.target.value)} />
      </Field>
      <Field label={t('kind')} error={errors.kind?.[0]}>
        <Select value={form.kind} onChange={(e) => set('kind', e.target.value === 'amount' ? 'amount' : 'percent')}>
          <option value="percent">{t('percent')}</option>
          <option value="amount">{t('amount')}</option>
        </Select>
      </Field>
      <Field
        label={form.kind === 'percent' ? t('valuePercent') : t('valueAmount')}
        hint={t('valueHint')}
        error={errors.value?.[0]}
        required
      >
        <Input inputMode="decimal" value={form.value} onChange={(e) => set('value', e.target.value)} />
      </Field>
      <Field label={t('rounding')} error={errors.rounding?.[0]}>
        <Select value={form.rounding} onChange={(e) => set('rounding', e.target.value as BulkPriceForm['rounding'])}>
          <option value="none">{t('roundNone')}</option>
          <option value="50">{t('round50')}</option>
          <option value="100">{t('round100')}</option>
        </Select>
      </Field>
      <Checkbox
        className="sm:col-span-2 lg:col-span-3"
        label={t('includeSalePrice')}
        checked={form.includeSalePrice}
        onChange={(e) => set('includeSalePrice', e.target.checked)}
      />
    </div>
  );
}

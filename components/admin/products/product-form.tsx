'use client';

import { useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import type { AdminProduct } from '@/lib/data/admin/products';
import type { PublicAttribute, PublicCategory } from '@/lib/contracts/catalog';
import { ProductFields } from './product-fields';
import { productFormResolver } from './product-form-resolver';
import { type ProductFormValues, toFormValues } from './product-form-values';
import { useProductSubmit } from './use-product-submit';
import { VariantsSection } from './variants-section';

export type ProductFormProps = {
  /** The saved product, or null to create one. */
  product: AdminProduct | null;
  categories: readonly PublicCategory[];
  attributes: readonly PublicAttribute[];
  /** Leaves the form (after saving, or on cancel). */
  onDone: () => void;
};

/** The form shell: state, validation, the scrolling body and the sticky save bar. */
export function ProductForm({ product, categories, attributes, onDone }: ProductFormProps) {
  const t = useTranslations('AdminProducts.form');
  const tc = useTranslations('Admin.common');
  const notification = useNotification();
  const resolver = useMemo(() => productFormResolver(attributes), [attributes]);
  const form = useForm<ProductFormValues>({ defaultValues: toFormValues(product, attributes), resolver });
  const { submit, uploading, saving } = useProductSubmit({ productId: product?.id ?? null, attributes, form, onSaved: onDone });
  const { isSubmitting } = form.formState;

  // A new product starts at its name; an edit keeps the dialog's own focus (no keyboard popping up on a phone).
  const isNew = product === null;
  useEffect(() => {
    if (isNew) form.setFocus('name');
  }, [form, isNew]);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(submit, () => notification.error(t('fixErrors')))}
        className="flex min-h-0 flex-1 flex-col"
        aria-busy={saving || undefined}
      >
        <div className="flex-1 overflow-y-auto">
          <fieldset disabled={saving} className="mx-auto w-full max-w-5xl min-w-0 space-y-8 p-4 sm:p-6">
            <p className="text-sm text-muted-foreground">{tc('requiredHint')}</p>
            <ProductFields categories={categories} />
            <VariantsSection attributes={attributes} />
          </fieldset>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-border bg-surface p-4 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="outline" onClick={onDone} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving || isSubmitting} busyLabel={uploading ? t('uploading') : t('saving')}>
            {t('save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

'use client';

import { useEffect, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { useAdminErrorText } from '@/components/admin/use-admin-errors';
import { useStaffCan } from '@/lib/session/admin-session';
import { useUploadAdminImage } from '@/lib/api-client/admin-upload';
import { useSaveProduct } from '@/lib/api-client/admin-products';
import type { AdminProduct } from '@/lib/data/admin/products';
import type { PublicAttribute } from '@/lib/contracts/catalog';
import { productInput } from '@/lib/validation/admin/products';
import { type ProductFormValues, toProductDraft } from './product-form-values';
import { fieldErrorsOf, saveErrorDetails, staleStockUpdates } from './save-error';

type Options = {
  productId: number | null;
  attributes: readonly PublicAttribute[];
  form: UseFormReturn<ProductFormValues>;
  onSaved: (product: AdminProduct) => void;
};

/**
 * Save = upload every newly picked image (product, then variants), then POST or PUT the spec's
 * payload. Each uploaded address goes back into the form at once, so a retry after a failure
 * does not upload the same picture twice.
 */
export function useProductSubmit({ productId, attributes, form, onSaved }: Options) {
  const t = useTranslations('AdminProducts.form');
  const errorText = useAdminErrorText();
  const seesCosts = useStaffCan('seeCosts');
  const notification = useNotification();
  const upload = useUploadAdminImage();
  const save = useSaveProduct(productId);
  const [uploading, setUploading] = useState(false);
  const saving = uploading || save.isPending;
  // The fields are disabled while saving; afterwards the first refused field (in page order) gets focus.
  const [refused, setRefused] = useState<string[]>([]);
  useEffect(() => {
    if (saving || refused.length === 0) return;
    const first = refused
      .map((name) => document.getElementsByName(name)[0])
      .filter((element): element is HTMLElement => Boolean(element))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    first?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the refused fields are focused once, after the save has enabled them again; the list is then spent.
    setRefused([]);
  }, [saving, refused]);

  const uploadImages = async (values: ProductFormValues) => {
    const { setValue, getValues } = form;
    if (values.imageFile) {
      setValue('imageUrl', await upload(values.imageFile, 'products', values.name));
      setValue('imageFile', null);
    }
    for (const [i, variant] of values.variants.entries()) {
      if (!variant.imageFile) continue;
      const url = await upload(variant.imageFile, 'products', `${values.name} ${variant.sku}`);
      setValue(`variants.${i}.imageUrl`, url);
      setValue(`variants.${i}.imageFile`, null);
    }
    return getValues();
  };

  const submit = async (values: ProductFormValues) => {
    let ready: ProductFormValues;
    setUploading(true);
    try {
      ready = await uploadImages(values);
    } catch (error) {
      notification.error(errorText(error, t('unknownError')));
      return;
    } finally {
      setUploading(false);
    }

    try {
      const product = await save.mutateAsync(productInput.parse(toProductDraft(ready, attributes, { costs: seesCosts })));
      notification.success(productId === null ? t('created') : t('updated'));
      onSaved(product);
    } catch (error) {
      for (const update of staleStockUpdates(
        error,
        form.getValues('variants').map((v) => v.variantId),
      )) {
        form.setValue(`variants.${update.index}.savedStock`, update.savedStock);
        form.setValue(`variants.${update.index}.stockVersion`, update.stockVersion);
      }
      const fields = fieldErrorsOf(error) as [FieldPath<ProductFormValues>, string][];
      fields.forEach(([path, message]) => form.setError(path, { type: 'server', message }));
      setRefused(fields.map(([path]) => path));
      notification.error(t('saveError', { details: saveErrorDetails(error) || t('unknownError') }));
    }
  };

  return { submit, uploading, saving };
}

'use client';

import { useState } from 'react';
import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { PriceLockNote } from '@/components/admin/price-lock-note';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiClientError } from '@/lib/api-client/client';
import { type BulkPricePreview, type BulkPriceRequest, useApplyBulkPrices, useBulkPricePreview } from '@/lib/api-client/admin-catalog-csv';
import { useMayChangePrices } from '@/lib/api-client/admin-store-settings';
import { Link } from '@/lib/i18n/navigation';
import { type BulkPriceForm, BulkPricesForm, EMPTY_BULK_FORM } from './bulk-prices-form';
import { BulkPricesTable } from './bulk-prices-table';

function requestOf(form: BulkPriceForm): BulkPriceRequest {
  return {
    categoryId: form.categoryId ? Number(form.categoryId) : null,
    providerId: form.providerId ? Number(form.providerId) : null,
    search: form.search,
    kind: form.kind,
    // es-CO decimals are written with a comma ('7,5 %').
    value: form.value.trim() === '' ? Number.NaN : Number(form.value.trim().replace(',', '.')),
    rounding: form.rounding,
    includeSalePrice: form.includeSalePrice,
  };
}

/** Issue 24 §4: 'Precios masivos': select, change, preview every variant, apply in one go. */
export function BulkPricesScreen() {
  const t = useTranslations('AdminBulkPrices');
  const notification = useNotification();
  const [form, setForm] = useState<BulkPriceForm>(EMPTY_BULK_FORM);
  const [preview, setPreview] = useState<BulkPricePreview | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [confirming, setConfirming] = useState(false);
  const previewing = useBulkPricePreview();
  const applying = useApplyBulkPrices();
  // A seller the store keeps from changing prices may still preview; applying is not offered.
  const mayApply = useMayChangePrices();

  const failed = (error: Error) => {
    setErrors(error instanceof ApiClientError && error.fields ? error.fields : {});
    notification.error(error.message);
  };
  const change = (next: BulkPriceForm) => {
    setForm(next);
    setPreview(null);
  };
  const show = () => {
    setErrors({});
    previewing.mutate(requestOf(form), { onSuccess: setPreview, onError: failed });
  };
  const apply = () =>
    applying.mutate(requestOf(form), {
      onSuccess: (result) => {
        notification.success(t('applied', { count: result.changed }));
        setConfirming(false);
        setPreview(null);
      },
      onError: (error) => {
        setConfirming(false);
        failed(error);
      },
    });

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      actions={
        <Link href="/admin/products" className={buttonClasses({ variant: 'outline' })}>
          {t('backToProducts')}
        </Link>
      }
    >
      <div className="space-y-6">
        <PriceLockNote />
        <Card className="space-y-4 p-4 sm:p-6">
          <BulkPricesForm form={form} onChange={change} errors={errors} />
          <Button variant="outline" onClick={show} loading={previewing.isPending} busyLabel={t('previewing')}>
            <Eye aria-hidden="true" className="size-5" />
            {t('preview')}
          </Button>
        </Card>
        {preview ? (
          <section className="space-y-4" aria-label={t('caption')}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="text-sm text-muted-foreground">
                {t('summary', { count: preview.count, changed: preview.changed })}
                {preview.problems > 0 ? (
                  <span className="block font-medium text-danger">{t('problems', { count: preview.problems })}</span>
                ) : null}
              </p>
              <Button onClick={() => setConfirming(true)} disabled={!mayApply || preview.changed === 0 || preview.problems > 0}>
                {t('apply', { count: preview.changed })}
              </Button>
            </div>
            <BulkPricesTable rows={preview.rows} />
          </section>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        description={t('confirmText', { count: preview?.changed ?? 0 })}
        confirmLabel={t('confirm')}
        busyLabel={t('applying')}
        variant="primary"
        onConfirm={apply}
        isPending={applying.isPending}
      />
    </AdminPage>
  );
}

'use client';

import { type FormEvent, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/cart-provider';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useConfirmPayment } from '@/lib/api-client/customer';
import { ProofUploadError } from '@/lib/api-client/proof-upload';
import type { PublicPaymentMethod } from '@/lib/data/catalog';
import type { CustomerOrder } from '@/lib/data/customer';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { useRouter } from '@/lib/i18n/navigation';
import { CopyButton } from './copy-button';
import { PaymentMethodList } from './payment-method-list';
import { ProofFileField } from './proof-file-field';

type Props = { order: CustomerOrder; methods: PublicPaymentMethod[] };

/** Step 1 'Realiza tu pago' and step 2 'Notifica tu pago' (spec 1 §2 Checkout). */
export function PaymentForm({ order, methods }: Props) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const notify = useNotification();
  const router = useRouter();
  const { clearCart } = useCart();
  const confirm = useConfirmPayment(order.id);
  const [methodId, setMethodId] = useState<number | null>(methods.length === 1 ? methods[0].id : null);
  const [file, setFile] = useState<File | null>(null);
  const busy = confirm.isPending || confirm.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (methodId === null || !file) {
      notify.error(t('missingMethodOrFile'));
      return;
    }
    confirm.mutate(
      { paymentMethodId: methodId, file },
      {
        onSuccess: () => {
          notify.success(t('proofReceived'));
          clearCart();
          router.push(`/orden-confirmada/${order.id}`);
        },
        onError: (error) => {
          const message =
            error instanceof ProofUploadError ? t(error.reason === 'upload_failed' ? 'uploadFailed' : 'webpUnsupported') : error.message;
          notify.error(t('confirmError', { message }));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <section aria-labelledby="pay-step-1" className="space-y-4">
        <h2 id="pay-step-1" className="text-xl font-semibold">
          <span className="me-2 inline-flex size-8 items-center justify-center rounded-full bg-primary text-base text-primary-foreground">1</span>
          {t('step1')}
        </h2>
        <div className="rounded-control bg-surface-muted p-4">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('totalToPay')}</span>
            <span className="flex items-center gap-2">
              <strong className="text-2xl">{formatCOP(order.total)}</strong>
              <CopyButton value={String(order.total)} label={formatCOP(order.total)} />
            </span>
          </p>
          <DeliveryBreakdown order={order} />
          {order.paymentDueAt ? (
            <p className="mt-1 text-sm text-muted-foreground">{t('payBefore', { date: formatDateTime(order.paymentDueAt, locale) })}</p>
          ) : null}
        </div>
        <PaymentMethodList methods={methods} value={methodId} onChange={setMethodId} />
      </section>

      <section aria-labelledby="pay-step-2" className="space-y-4">
        <h2 id="pay-step-2" className="text-xl font-semibold">
          <span className="me-2 inline-flex size-8 items-center justify-center rounded-full bg-primary text-base text-primary-foreground">2</span>
          {t('step2')}
        </h2>
        <p className="text-muted-foreground">{t('step2Intro')}</p>
        <ProofFileField file={file} onChange={setFile} disabled={busy} />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={methodId === null || !file} loading={busy} busyLabel={t('sending')}>
          {t('submitProof')}
        </Button>
      </section>
    </form>
  );
}

/** Issue 21: what the total is made of, so the delivery fee is never a surprise. */
function DeliveryBreakdown({ order }: { order: CustomerOrder }) {
  const t = useTranslations('Checkout');
  if (order.deliveryOption === null) return null;
  const delivery =
    order.deliveryOption === 'pickup'
      ? t('deliveryPickup')
      : order.deliveryOption === 'to_confirm' || order.shippingFee === null
        ? t('deliveryToConfirm')
        : t('deliveryLine', {
            rule: order.deliveryRuleName ?? '',
            amount: order.shippingFee === 0 ? t('deliveryFree') : formatCOP(order.shippingFee),
          });
  return (
    <ul className="mt-2 space-y-0.5 text-sm text-muted-foreground">
      <li>{t('subtotalLine', { amount: formatCOP(order.subtotal) })}</li>
      <li>{delivery}</li>
      {order.cashOnDelivery ? <li>{t('cashOnDeliveryNote')}</li> : null}
    </ul>
  );
}

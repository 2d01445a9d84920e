'use client';

import { type FormEvent, type ReactNode, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { IvaBreakdown } from '@/components/account/iva-breakdown';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { ProofUploadError } from '@/lib/api-client/proof-upload';
import type { PublicPaymentMethod } from '@/lib/contracts/catalog';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { CopyButton } from './copy-button';
import { PaymentMethodList } from './payment-method-list';
import { ProofFileField } from './proof-file-field';
import { isDeliveryFeePending } from '@/lib/domain/payment-link';

/** What the payment steps read of an order: the signed-in customer's order or a payment link's. */
export type PayableOrder = Pick<
  CustomerOrder,
  'id' | 'total' | 'subtotal' | 'deliveryOption' | 'shippingFee' | 'deliveryRuleName' | 'cashOnDelivery' | 'paymentDueAt' | 'iva'
>;

export type ProofSubmission = { paymentMethodId: number; file: File };

/** Uploads the proof and confirms the payment: useConfirmPayment (signed in) or usePaymentLinkConfirm (a link). */
export type ConfirmProof = {
  mutate: (input: ProofSubmission, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
  isSuccess: boolean;
};

type Props = {
  order: PayableOrder;
  methods: PublicPaymentMethod[];
  confirm: ConfirmProof;
  /** After the success notification: where the flow goes next. */
  onConfirmed: () => void;
};

/** Step 1 'Realiza tu pago' and step 2 'Notifica tu pago' (spec 1 §2 Checkout), for both ways of paying. */
export function PaymentForm({ order, methods, confirm, onConfirmed }: Props) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const notify = useNotification();
  const [methodId, setMethodId] = useState<number | null>(methods.length === 1 ? methods[0].id : null);
  const [file, setFile] = useState<File | null>(null);
  const busy = confirm.isPending || confirm.isSuccess;
  const feePending = isDeliveryFeePending(order);

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
          onConfirmed();
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
        <StepHeading id="pay-step-1" step={1}>
          {t('step1')}
        </StepHeading>
        <div className="rounded-control bg-surface-muted p-4">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('totalToPay')}</span>
            <span className="flex items-center gap-2">
              <strong className="text-2xl">{formatCOP(order.total)}</strong>
              <CopyButton value={String(order.total)} label={formatCOP(order.total)} />
            </span>
          </p>
          <DeliveryBreakdown order={order} />
          {/* Issue 26: the IVA the total includes, per rate, the delivery fee at its own. */}
          <IvaBreakdown iva={order.iva} className="mt-3" />
          {order.paymentDueAt ? (
            <p className="mt-1 text-sm text-muted-foreground">{t('payBefore', { date: formatDateTime(order.paymentDueAt, locale) })}</p>
          ) : null}
        </div>
        {/* How to pay only once there is a total to pay (issue 34 §2). */}
        {feePending ? null : <PaymentMethodList methods={methods} value={methodId} onChange={setMethodId} />}
      </section>

      {feePending ? (
        // Issue 34 §2: nothing to pay or prove until the store says what the delivery costs.
        <section aria-labelledby="pay-step-2" className="space-y-2 rounded-control border border-border p-4">
          <h2 id="pay-step-2" className="text-lg font-semibold">
            {t('feePendingTitle')}
          </h2>
          <p className="text-muted-foreground">{t('feePendingBody')}</p>
        </section>
      ) : (
        <section aria-labelledby="pay-step-2" className="space-y-4">
          <StepHeading id="pay-step-2" step={2}>
            {t('step2')}
          </StepHeading>
          <p className="text-muted-foreground">{t('step2Intro')}</p>
          <ProofFileField file={file} onChange={setFile} disabled={busy} />
          <Button
            type="submit"
            size="lg"
            // The long label wraps on a 320 px phone instead of running past the button's edges.
            className="w-full whitespace-normal text-balance sm:w-auto"
            disabled={methodId === null || !file}
            loading={busy}
            busyLabel={t('sending')}
          >
            {t('submitProof')}
          </Button>
        </section>
      )}
    </form>
  );
}

/** 'Realiza tu pago', 'Notifica tu pago': the step's number in a circle, then its name. */
function StepHeading({ id, step, children }: { id: string; step: number; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-semibold">
      <span className="me-2 inline-flex size-8 items-center justify-center rounded-full bg-primary text-base text-primary-foreground">
        {step}
      </span>
      {children}
    </h2>
  );
}

/** Issue 21: what the total is made of, so the delivery fee is never a surprise. */
function DeliveryBreakdown({ order }: { order: PayableOrder }) {
  const t = useTranslations('Checkout');
  if (order.deliveryOption === null) return null;
  const amount = (fee: number) => (fee === 0 ? t('deliveryFree') : formatCOP(fee));
  // 'Por confirmar' until staff set the fee (issue 34 §2); then the fee they set, without a rule's name.
  const delivery =
    order.deliveryOption === 'pickup'
      ? t('deliveryPickup')
      : order.shippingFee === null
        ? t('deliveryToConfirm')
        : order.deliveryOption === 'to_confirm'
          ? t('deliverySet', { amount: amount(order.shippingFee) })
          : t('deliveryLine', { rule: order.deliveryRuleName ?? '', amount: amount(order.shippingFee) });
  return (
    <ul className="mt-2 space-y-0.5 text-sm text-muted-foreground">
      <li>{t('subtotalLine', { amount: formatCOP(order.subtotal) })}</li>
      <li>{delivery}</li>
      {order.cashOnDelivery ? <li>{t('cashOnDeliveryNote')}</li> : null}
    </ul>
  );
}

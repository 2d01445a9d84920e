'use client';

import { Undo2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiClientError } from '@/lib/api-client/client';
import { usePartialRefund } from '@/lib/api-client/admin-orders';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { useStaffCan } from '@/lib/session/admin-session';
import { MAX_REASON_LENGTH } from '@/lib/validation/admin/orders';
import { FormDialog } from '../../form-dialog';
import { actionErrorText } from '../action-error';
import { CreditNoteDetails } from './order-credit-note-section';
import { DetailSection } from './detail-section';

/**
 * Partial refunds on the order detail (docs/invoicing.md "Partial refunds"): each refund with
 * what it gave back, who and why, and its credit note shown like the invoice; and, for an ADMIN
 * on a paid order, 'Reembolso parcial', the dialog that makes one.
 */
export function OrderPartialRefundsSection({ order }: { order: AdminOrder }) {
  const t = useTranslations('AdminPartialRefunds');
  const locale = useLocale();
  const mayRefund = useStaffCan('refundOrders');
  const [open, setOpen] = useState(false);
  const canRefund = mayRefund && order.paymentStatus === 'paid' && order.refundable > 0;
  if (order.partialRefunds.length === 0 && !canRefund) return null;
  const itemName = (itemId: number | null) => order.items.find((i) => i.id === itemId)?.product.name ?? '';
  return (
    <DetailSection id="order-partial-refunds-title" title={t('title')}>
      <div className="space-y-4" data-testid="order-partial-refunds">
        {order.partialRefunds.map((refund) => (
          <div key={refund.id} className="space-y-2 rounded-md border border-border p-3" data-testid="partial-refund">
            <p className="font-medium">
              {t('refunded', { amount: formatCOP(refund.amount), date: formatDateTime(refund.createdAt, locale) })}
            </p>
            <p className="text-sm text-muted-foreground">
              {t('by', { reason: refund.reason, name: refund.actorName ?? '—' })} ·{' '}
              {t('iva', { base: formatCOP(refund.base), iva: formatCOP(refund.iva) })}
            </p>
            <ul className="list-disc pl-5 text-sm">
              {refund.parts.map((part, index) => (
                <li key={index}>
                  {part.kind === 'delivery'
                    ? t('deliveryPart', { amount: formatCOP(part.amount) })
                    : part.quantity > 0
                      ? t('linePart', { name: itemName(part.itemId), quantity: part.quantity, amount: formatCOP(part.amount) })
                      : t('lineAmountPart', { name: itemName(part.itemId), amount: formatCOP(part.amount) })}
                </li>
              ))}
            </ul>
            {refund.creditNote ? (
              <CreditNoteDetails orderId={order.id} note={refund.creditNote} testId="partial-refund-credit-note" />
            ) : (
              <p className="text-sm text-muted-foreground">{t('noCreditNote')}</p>
            )}
          </div>
        ))}
        {canRefund ? (
          <>
            <p className="text-sm">{t('refundable', { amount: formatCOP(order.refundable) })}</p>
            <Button type="button" variant="outline" onClick={() => setOpen(true)}>
              <Undo2 aria-hidden="true" className="size-4" />
              {t('open')}
            </Button>
          </>
        ) : null}
        {open ? <PartialRefundDialog order={order} onClose={() => setOpen(false)} /> : null}
      </div>
    </DetailSection>
  );
}

function PartialRefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const t = useTranslations('AdminPartialRefunds');
  const notify = useNotification();
  const refund = usePartialRefund();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [delivery, setDelivery] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const lines = Object.entries(quantities)
      .map(([itemId, quantity]) => ({ itemId: Number(itemId), quantity: Number(quantity) }))
      .filter((line) => line.quantity > 0);
    try {
      await refund.mutateAsync({ id: order.id, lines, delivery, amount: amount.trim() || undefined, reason });
      notify.success(t('done'));
      onClose();
    } catch (error) {
      if (error instanceof ApiClientError && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field.split('.')[0], messages[0] ?? ''])));
      } else {
        notify.error(actionErrorText(t('error'), error));
      }
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('dialogTitle', { id: order.id })}
      description={t('dialogText', { amount: formatCOP(order.refundable) })}
      onSubmit={submit}
      isPending={refund.isPending}
      submitLabel={t('submit')}
      size="lg"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('lines')}</legend>
        {order.items.map((item) => (
          <Field key={item.id} label={t('lineLabel', { name: item.product.name, quantity: item.quantity, price: formatCOP(item.price) })}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={quantities[item.id] ?? ''}
              placeholder="0"
              onChange={(e) => setQuantities((current) => ({ ...current, [item.id]: e.target.value.replace(/\D/g, '') }))}
            />
          </Field>
        ))}
        {errors.lines ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.lines}
          </p>
        ) : null}
      </fieldset>
      {order.shippingFee ? (
        <Checkbox
          label={t('delivery', { amount: formatCOP(order.shippingFee) })}
          checked={delivery}
          onChange={(e) => setDelivery(e.target.checked)}
        />
      ) : null}
      {errors.delivery ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.delivery}
        </p>
      ) : null}
      <Field label={t('amount')} hint={t('amountHint')} error={errors.amount || undefined}>
        <Input inputMode="numeric" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field label={t('reason')} hint={t('reasonHint')} error={errors.reason || undefined} required>
        <Textarea value={reason} maxLength={MAX_REASON_LENGTH} rows={3} onChange={(e) => setReason(e.target.value)} />
      </Field>
    </FormDialog>
  );
}

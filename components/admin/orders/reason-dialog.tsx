'use client';

import { type ReactNode, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { MAX_REASON_LENGTH } from '@/lib/validation/admin/orders';

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen (the customer gets an e-mail, the stock comes back…). */
  description: ReactNode;
  confirmLabel: ReactNode;
  busyLabel: ReactNode;
  isPending: boolean;
  /** Called with the trimmed reason ('' when none). */
  onConfirm: (reason: string) => void;
  /** Shown above the reason (the order's number, amount and proof before a rejection). */
  children?: ReactNode;
  /** A staff cancellation needs one (issue 34 §2): confirm stays off until it is written. */
  reasonRequired?: boolean;
};

/**
 * Reject, refund and cancel: a confirmation with a reason (≤ 500 characters; optional but for a
 * cancellation) that reaches the
 * customer's e-mail and the order's history. Escape or Cancel back out; focus returns to the button.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  isPending,
  onConfirm,
  children,
  reasonRequired = false,
}: ReasonDialogProps) {
  const t = useTranslations('AdminOrders.reason');
  const [reason, setReason] = useState('');
  const close = (next: boolean) => {
    if (isPending) return;
    if (!next) setReason('');
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        size="md"
        role="alertdialog"
        title={title}
        description={description}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={isPending}
              busyLabel={busyLabel}
              disabled={reasonRequired && reason.trim() === ''}
              onClick={() => onConfirm(reason.trim())}
            >
              {confirmLabel}
            </Button>
          </>
        }
      >
        {children ? <div className="mb-4">{children}</div> : null}
        <Field label={t(reasonRequired ? 'labelRequired' : 'label')} hint={t('hint', { count: reason.length, max: MAX_REASON_LENGTH })}>
          <Textarea value={reason} maxLength={MAX_REASON_LENGTH} rows={4} onChange={(event) => setReason(event.target.value)} />
        </Field>
      </DialogContent>
    </Dialog>
  );
}

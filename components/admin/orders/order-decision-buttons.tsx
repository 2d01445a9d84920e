'use client';

import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ApproveOrderDialog } from './approve-order-dialog';
import { type DecisionOrder, OrderDecisionSummary } from './order-decision-summary';
import { ReasonDialog } from './reason-dialog';
import { useOrderActionRunner } from './use-order-actions';

export type OrderDecisionButtonsProps = {
  /** What the confirmations show: number, customer, amount, proof. */
  order: DecisionOrder;
  /** After a successful approval or rejection (a viewer closes itself, say). */
  onDone?: () => void;
  /** Bigger buttons with their full text (the proof viewer, the detail page). */
  size?: 'sm' | 'md';
};

/**
 * 'Aprobar' and 'Rechazar' for an order waiting for confirmation (spec 2 §4). Issue 25 §3: both
 * ask first, showing the order number, the amount and the proof; rejecting also takes an
 * optional reason that reaches the customer.
 */
export function OrderDecisionButtons({ order, onDone, size = 'sm' }: OrderDecisionButtonsProps) {
  const orderId = order.id;
  const t = useTranslations('AdminOrders');
  const approve = useOrderActionRunner('approve');
  const reject = useOrderActionRunner('reject');
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const busy = approve.isPending || reject.isPending;

  const onApprove = async () => {
    if (await approve.run(orderId)) {
      setApproving(false);
      onDone?.();
    }
  };
  const onReject = async (reason: string) => {
    if (await reject.run(orderId, reason)) {
      setRejecting(false);
      onDone?.();
    }
  };

  return (
    <>
      <Button size={size} onClick={() => setApproving(true)} disabled={busy} aria-label={t('approveNamed', { id: orderId })}>
        <Check aria-hidden="true" className="size-4" />
        {t('approve')}
      </Button>
      <Button
        size={size}
        variant="outline"
        className="text-danger hover:bg-danger-soft"
        onClick={() => setRejecting(true)}
        disabled={busy}
        aria-label={t('rejectNamed', { id: orderId })}
      >
        <X aria-hidden="true" className="size-4" />
        {t('reject')}
      </Button>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('rejectTitle', { id: orderId })}
        description={t('rejectText')}
        confirmLabel={t('rejectConfirm')}
        busyLabel={t('rejecting')}
        isPending={reject.isPending}
        onConfirm={onReject}
      >
        <OrderDecisionSummary order={order} />
      </ReasonDialog>
      <ApproveOrderDialog
        order={order}
        open={approving}
        onOpenChange={setApproving}
        isPending={approve.isPending}
        onConfirm={() => void onApprove()}
      />
    </>
  );
}

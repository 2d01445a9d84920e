'use client';

import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { type DecisionOrder, OrderDecisionSummary } from './order-decision-summary';

export type ApproveOrderDialogProps = {
  order: DecisionOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
};

/** 'Aprobar' asks first (issue 25 §3): the number, the amount and the proof, then 'Sí, aprobar'. */
export function ApproveOrderDialog({ order, open, onOpenChange, isPending, onConfirm }: ApproveOrderDialogProps) {
  const t = useTranslations('AdminOrders');
  return (
    <Dialog open={open} onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        size="md"
        role="alertdialog"
        title={t('approveTitle', { id: order.id })}
        description={t('approveText')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                {t('reason.cancel')}
              </Button>
            </DialogClose>
            <Button onClick={onConfirm} loading={isPending} busyLabel={t('approving')}>
              <Check aria-hidden="true" className="size-4" />
              {t('approveConfirm')}
            </Button>
          </>
        }
      >
        <OrderDecisionSummary order={order} />
      </DialogContent>
    </Dialog>
  );
}

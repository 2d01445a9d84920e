'use client';

import { useState } from 'react';
import { Ban, Banknote, PackageOpen, PackageX, RotateCcw, Truck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { useStaffCan } from '@/lib/session/admin-session';
import { DeliverShipmentButton } from '../../shipments/deliver-shipment-button';
import { ShipmentFormDialog } from '../../shipments/shipment-form-dialog';
import { OrderDecisionButtons } from '../order-decision-buttons';
import { ReasonDialog } from '../reason-dialog';
import { useOrderActionRunner } from '../use-order-actions';
import { CashPaymentDialog } from './cash-payment-dialog';

/** The buttons the order's state allows now (`allowedActions`), nothing else. */
export function OrderDetailActions({ order }: { order: AdminOrder }) {
  const t = useTranslations('AdminOrders');
  const refund = useOrderActionRunner('refund');
  const reject = useOrderActionRunner('reject');
  const processing = useOrderActionRunner('processing');
  const cancel = useOrderActionRunner('cancel');
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [recordingCash, setRecordingCash] = useState(false);
  // Issue 25 §5: only an ADMIN refunds (the API answers 403 anyway).
  const mayRefund = useStaffCan('refundOrders');
  const can = (action: AdminOrder['allowedActions'][number]) => order.allowedActions.includes(action) && (action !== 'refund' || mayRefund);

  if (order.allowedActions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('detail.actions')}>
      {can('approve') && can('reject') ? <OrderDecisionButtons order={order} size="md" /> : null}
      {can('record_cash_payment') ? (
        <Button onClick={() => setRecordingCash(true)}>
          <Banknote aria-hidden="true" className="size-5" />
          {t('cashPayment.action')}
        </Button>
      ) : null}
      {can('start_processing') ? (
        <Button variant="secondary" onClick={() => void processing.run(order.id)} loading={processing.isPending} busyLabel={t('saving')}>
          <PackageOpen aria-hidden="true" className="size-5" />
          {t('startProcessing')}
        </Button>
      ) : null}
      {can('ship') ? (
        <Button onClick={() => setShipping(true)}>
          <Truck aria-hidden="true" className="size-5" />
          {t('ship')}
        </Button>
      ) : null}
      {can('deliver') && order.shipment ? <DeliverShipmentButton shipmentId={order.shipment.id} orderId={order.id} size="md" /> : null}
      {order.cashOnDelivery && can('reject') ? (
        <Button variant="outline" className="text-danger hover:bg-danger-soft" onClick={() => setRefusing(true)}>
          <PackageX aria-hidden="true" className="size-5" />
          {t('refuse.action')}
        </Button>
      ) : null}
      {can('staff_cancel') && !can('approve') ? (
        <Button variant="outline" className="text-danger hover:bg-danger-soft" onClick={() => setCancelling(true)}>
          <Ban aria-hidden="true" className="size-5" />
          {t('cancelOrder.action')}
        </Button>
      ) : null}
      {can('refund') ? (
        <Button variant="outline" className="text-danger hover:bg-danger-soft" onClick={() => setRefunding(true)}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {t('refund')}
        </Button>
      ) : null}
      <ReasonDialog
        open={refunding}
        onOpenChange={setRefunding}
        title={t('refundTitle', { id: order.id })}
        description={order.shippingStatus === 'shipped' || order.shippingStatus === 'delivered' ? t('refundTextShipped') : t('refundText')}
        confirmLabel={t('refundConfirm')}
        busyLabel={t('refunding')}
        isPending={refund.isPending}
        onConfirm={async (reason) => {
          if (await refund.run(order.id, reason)) setRefunding(false);
        }}
      />
      <ReasonDialog
        open={refusing}
        onOpenChange={setRefusing}
        title={t('refuse.title', { id: order.id })}
        description={t('refuse.text')}
        confirmLabel={t('refuse.confirm')}
        busyLabel={t('refuse.busy')}
        isPending={reject.isPending}
        onConfirm={async (reason) => {
          if (await reject.run(order.id, reason)) setRefusing(false);
        }}
      />
      <ReasonDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('cancelOrder.title', { id: order.id })}
        description={t('cancelOrder.text')}
        confirmLabel={t('cancelOrder.confirm')}
        busyLabel={t('cancelOrder.busy')}
        isPending={cancel.isPending}
        reasonRequired
        onConfirm={async (reason) => {
          if (await cancel.run(order.id, reason)) setCancelling(false);
        }}
      />
      {shipping ? (
        <ShipmentFormDialog
          mode={{ kind: 'create', orderId: order.id, deliveryOption: order.deliveryOption }}
          onClose={() => setShipping(false)}
        />
      ) : null}
      {recordingCash ? <CashPaymentDialog order={order} onClose={() => setRecordingCash(false)} /> : null}
    </div>
  );
}

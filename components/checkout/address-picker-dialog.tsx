'use client';

import { useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { AddressForm } from '@/components/account/address-form';
import { keepDialogOpenForListEscape } from '@/components/account/location-listbox';
import { useCart } from '@/components/cart/cart-provider';
import { useNotification } from '@/components/notifications/notification-provider';
import { QueryProvider } from '@/components/query-provider';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAddresses, useProfile } from '@/lib/api-client/customer';
import type { InvoiceTarget } from '@/lib/domain/billing';
import { formatCOP } from '@/lib/domain/money';
import { useUserAuth } from '@/lib/session/customer-session';
import { AddressRadioList } from './address-radio-list';
import { CheckoutConsentBox, useCheckoutConsent } from './checkout-consent';
import { DeliveryDetailsFields, useDeliveryDetails } from './delivery-details';
import { DeliveryStep } from './delivery-step';
import { InvoiceChoice } from './invoice-choice';
import { useDeliveryChoice } from './use-delivery-choice';
import { usePlaceCartOrder } from './use-place-cart-order';
import { usePendingOrderMatch } from './use-pending-order-match';
import { PendingOrderNotice } from './pending-order-notice';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Checkout step 2 (spec 1 §2 "Cart page"): choose where the order goes (one must be chosen),
 * or add a new address in place; give the recipient's phone if that address has none, and
 * optional delivery instructions (issue 21); then create the order.
 */
export function AddressPickerDialog(props: Props) {
  // Loaded on the checkout's first click: React Query comes with it, not with /carrito.
  return (
    <QueryProvider>
      <AddressPicker {...props} />
    </QueryProvider>
  );
}

function AddressPicker({ open, onOpenChange }: Props) {
  const t = useTranslations('Checkout');
  const counted = useCountValues();
  const tAccount = useTranslations('Account');
  const notify = useNotification();
  const { customer } = useUserAuth();
  const { total, lineCount } = useCart();
  const addresses = useAddresses({ enabled: open });
  const [chosen, setChosen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const profile = useProfile();
  const [chosenInvoiceTo, setInvoiceTo] = useState<InvoiceTarget | null>(null);
  // A business customer is invoiced to the business unless they choose the person.
  const invoiceTo = chosenInvoiceTo ?? (profile.data?.isBusiness ? 'business' : 'person');

  const list = addresses.data ?? [];
  // The default address is chosen for the shopper; they may pick another.
  const selected = chosen ?? list.find((a) => a.isDefault)?.id ?? null;
  const showForm = creating || (addresses.isSuccess && list.length === 0);
  const delivery = useDeliveryDetails(list.find((a) => a.id === selected));
  const choice = useDeliveryChoice(showForm ? null : selected);
  const consent = useCheckoutConsent();
  const order = usePlaceCartOrder({
    consent,
    onPricesChanged: () => onOpenChange(false),
    onShippingFeeChanged: choice.applyFeeChange,
    onDeliveryRefused: () => void choice.refresh(),
  });

  const pending = usePendingOrderMatch();

  // Taken on the first tap, before any await: a second tap 100 ms later finds it and does nothing.
  const placing = useRef(false);
  async function placeOrder() {
    if (placing.current || selected === null || !choice.ready) return;
    placing.current = true;
    try {
      if (!(await delivery.ensurePhone((message) => notify.error(t('phoneSaveError', { message }))))) return;
      await order.submit(selected, delivery.deliveryNotes, choice.orderFields, profile.data?.isBusiness ? invoiceTo : undefined);
    } finally {
      placing.current = false;
    }
  }

  useEffect(() => {
    if (open && addresses.isError) notify.error(tAccount('addresses.loadError', { message: addresses.error.message }));
  }, [open, addresses.isError, addresses.error, notify, tAccount]);

  const footer =
    showForm || pending.orderId !== null ? undefined : (
      <>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('back')}
        </Button>
        <Button
          onClick={() => void placeOrder()}
          disabled={selected === null || !addresses.isSuccess || !choice.ready}
          loading={order.isPending || delivery.isSaving}
          busyLabel={t('placingOrder')}
        >
          {choice.cod ? t('placeOrderCod') : t('placeOrder')}
        </Button>
      </>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={showForm ? t('newAddressTitle') : t('addressTitle')}
        // With the delivery chosen, the total it will cost; before that, the cart's.
        description={t('orderSummary', {
          ...counted(lineCount),
          total: formatCOP(choice.ready && !showForm ? choice.totals.total : total),
        })}
        footer={footer}
        onEscapeKeyDown={keepDialogOpenForListEscape}
      >
        {pending.orderId !== null ? (
          <PendingOrderNotice orderId={pending.orderId} onStartNew={pending.startNew} />
        ) : addresses.isPending || pending.checking ? (
          <p className="flex items-center gap-2 py-6 text-muted-foreground">
            <Spinner /> {t('loadingAddresses')}
          </p>
        ) : addresses.isError ? (
          <div className="space-y-3 py-4">
            <p>{tAccount('addresses.loadError', { message: addresses.error.message })}</p>
            <Button variant="outline" onClick={() => addresses.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : showForm ? (
          <AddressForm
            defaultRecipient={customer?.name}
            defaultIsDefault={list.length === 0}
            onSaved={(address) => {
              setChosen(address.id);
              setCreating(false);
            }}
            onCancel={list.length > 0 ? () => setCreating(false) : undefined}
          />
        ) : (
          <div className="space-y-4">
            <AddressRadioList addresses={list} value={selected} onChange={setChosen} />
            {selected === null ? <p className="text-sm text-muted-foreground">{t('chooseAddress')}</p> : null}
            <Button variant="secondary" className="w-full" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-5" />
              {t('newAddress')}
            </Button>
            {selected !== null ? <DeliveryStep choice={choice} /> : null}
            {selected !== null ? <DeliveryDetailsFields details={delivery} /> : null}
            {selected !== null ? <InvoiceChoice profile={profile.data} value={invoiceTo} onChange={setInvoiceTo} /> : null}
            <CheckoutConsentBox consent={consent} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

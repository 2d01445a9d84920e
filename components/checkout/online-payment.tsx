'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  type OnlinePaymentSnapshot,
  type OnlinePaymentView,
  onlinePaymentPollMs,
  onlinePaymentView,
} from '@/lib/domain/online-payment-view';

/** Asks the store for the order's Wompi checkout address: useStartOnlinePayment or usePaymentLinkOnlinePayment. */
export type StartOnlinePayment = {
  mutate: (input: undefined, callbacks: { onSuccess: (answer: { url: string }) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

/** The transaction id Wompi adds to the address it sends the shopper back to. */
export function returnedTransactionId(search: string): string | null {
  return new URLSearchParams(search).get('id');
}

/**
 * What the page shows of the order's online payment and how often it asks again for the order: the
 * page keeps the answer's `onlinePayment` fresh through its own query, this decides from it.
 */
export function useOnlinePaymentView(returnedWith: string | null) {
  const [since] = useState(() => Date.now());
  const viewOf = (payment: OnlinePaymentSnapshot | undefined) => onlinePaymentView(payment ?? null, returnedWith);
  return { viewOf, pollFor: (payment: OnlinePaymentSnapshot | undefined) => onlinePaymentPollMs(viewOf(payment), Date.now() - since) };
}

/**
 * 'Pagar en línea' above the manual methods: a button that sends the shopper to Wompi's checkout
 * (Nequi, PSE, cards, Bancolombia), 'Confirmando tu pago…' while the answer is awaited, and a
 * declined payment with a way to try again. Disabled, with the reason, while the delivery fee is
 * still 'por confirmar'.
 */
type Props = {
  view: OnlinePaymentView;
  feePending: boolean;
  start: StartOnlinePayment;
  /** Just before the browser leaves for Wompi (the signed-in checkout empties the cart, as a proof does). */
  onLeave?: () => void;
};

export function OnlinePayment({ view, feePending, start, onLeave }: Props) {
  const t = useTranslations('Checkout');
  const notify = useNotification();
  const [leaving, setLeaving] = useState(false);

  function pay() {
    start.mutate(undefined, {
      onSuccess: ({ url }) => {
        setLeaving(true);
        onLeave?.();
        window.location.assign(url);
      },
      onError: (error) => notify.error(t('onlineStartError', { message: error.message })),
    });
  }

  if (view === 'confirming' || view === 'approved') {
    return (
      <section
        role="status"
        aria-live="polite"
        className="space-y-1 rounded-control border border-primary bg-primary-soft p-4"
        data-testid="online-payment"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <Spinner /> {t('onlineConfirming')}
        </p>
        <p className="text-sm text-muted-foreground">{t('onlineConfirmingHint')}</p>
      </section>
    );
  }
  if (view === 'mismatch') {
    return (
      <section role="alert" className="rounded-control border border-danger p-4" data-testid="online-payment">
        <p className="font-semibold">{t('onlineMismatch')}</p>
      </section>
    );
  }
  const button = (
    <Button
      size="lg"
      className="w-full sm:w-auto"
      onClick={pay}
      disabled={feePending}
      aria-describedby={feePending ? 'online-fee-pending' : undefined}
      loading={start.isPending || leaving}
      busyLabel={t('onlineStarting')}
    >
      {view === 'declined' ? t('onlineRetry') : t('onlinePay')}
    </Button>
  );
  return (
    <section
      aria-labelledby="online-payment-title"
      className="space-y-3 rounded-control border border-border p-4"
      data-testid="online-payment"
    >
      <h2 id="online-payment-title" className="text-xl font-semibold">
        {t('onlineTitle')}
      </h2>
      {view === 'declined' ? (
        <p role="alert" className="font-medium text-danger">
          {t('onlineDeclined')}
        </p>
      ) : null}
      <p className="text-muted-foreground">{t('onlineMethods')}</p>
      {button}
      {feePending ? (
        <p id="online-fee-pending" className="text-sm text-muted-foreground">
          {t('onlineFeePending')}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{view === 'declined' ? t('onlineOtherWay') : t('onlineOrManual')}</p>
    </section>
  );
}

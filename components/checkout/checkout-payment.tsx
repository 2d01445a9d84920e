'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { LoginGate } from '@/components/account/login-gate';
import { storageKeys } from '@/lib/browser-storage-keys';
import { LoadingOrder, OrderNotFound } from './payment-page-states';

// The payment steps (the order, the proof upload, the customer API hooks: ~14 KiB gzip) load only
// for a signed-in customer: signed out, the page is the login dialog, and it stays under budget.
const loadContent = () => import('./checkout-payment-content');
const CheckoutPaymentContent = lazy(() => loadContent().then((m) => ({ default: m.CheckoutPaymentContent })));

// A stored session will show the steps: their code starts loading with this page's own, not only
// once the session has been read after hydration.
function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(storageKeys.customerToken) !== null;
  } catch {
    return false;
  }
}
if (typeof window !== 'undefined' && hasStoredSession()) void loadContent();

/** /checkout/{orderId} (spec 1 §2 Checkout): signed-in customers only. */
export function CheckoutPayment({ orderId, onlinePayments }: { orderId: number | null; onlinePayments: boolean }) {
  const t = useTranslations('Checkout');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold break-words sm:text-3xl">{t('paymentTitle', { id: orderId ?? '' })}</h1>
      <LoginGate reason={t('loginToPay')}>
        {orderId === null ? (
          <OrderNotFound />
        ) : (
          <Suspense fallback={<LoadingOrder />}>
            <CheckoutPaymentContent orderId={orderId} onlinePayments={onlinePayments} />
          </Suspense>
        )}
      </LoginGate>
    </div>
  );
}

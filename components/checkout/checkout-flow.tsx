'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ShellIcon } from '@/components/ui/shell-icon';
import { useUserAuth } from '@/lib/session/customer-session';

// The dialogs (forms, validation, API calls) load when the checkout starts, not with the cart page.
const LoginDialog = lazy(() => import('@/components/account/login-dialog').then((m) => ({ default: m.LoginDialog })));
const AddressPickerDialog = lazy(() => import('./address-picker-dialog').then((m) => ({ default: m.AddressPickerDialog })));

type Step = 'idle' | 'login' | 'address';

/**
 * The cart page's online checkout (spec 1 §2): signed out → login dialog, which then continues
 * to the address step; signed in → the address step straight away.
 */
export function CheckoutFlow() {
  const t = useTranslations('Checkout');
  const { isAuthenticated, isLoading } = useUserAuth();
  const [step, setStep] = useState<Step>('idle');
  const [started, setStarted] = useState(false);

  return (
    <>
      <Button
        // The label wraps rather than spilling out of the button beside the total on a 320 px phone.
        className="w-full whitespace-normal text-balance sm:flex-1 lg:flex-none"
        onClick={() => {
          setStarted(true);
          setStep(isAuthenticated ? 'address' : 'login');
        }}
        disabled={isLoading}
      >
        <ShellIcon name="lockKeyhole" className="size-5" />
        {t('start')}
      </Button>
      {started ? (
        <>
          <Suspense fallback={null}>
            <LoginDialog
              open={step === 'login'}
              onOpenChange={(open) => setStep((current) => (open ? 'login' : current === 'login' ? 'idle' : current))}
              onSuccess={() => setStep('address')}
              reason={t('loginReason')}
            />
          </Suspense>
          <Suspense fallback={null}>
            <AddressPickerDialog open={step === 'address'} onOpenChange={(open) => setStep(open ? 'address' : 'idle')} />
          </Suspense>
        </>
      ) : null}
    </>
  );
}

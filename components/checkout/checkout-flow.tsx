'use client';

import { useState } from 'react';
import { LockKeyhole } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useUserAuth } from '@/components/account/customer-session';
import { LoginDialog } from '@/components/account/login-dialog';
import { Button } from '@/components/ui/button';
import { AddressPickerDialog } from './address-picker-dialog';

type Step = 'idle' | 'login' | 'address';

/**
 * The cart page's online checkout (spec 1 §2): signed out → login dialog, which then continues
 * to the address step; signed in → the address step straight away.
 */
export function CheckoutFlow() {
  const t = useTranslations('Checkout');
  const { isAuthenticated, isLoading } = useUserAuth();
  const [step, setStep] = useState<Step>('idle');

  return (
    <>
      <Button
        className="w-full sm:flex-1 lg:flex-none"
        onClick={() => setStep(isAuthenticated ? 'address' : 'login')}
        disabled={isLoading}
      >
        <LockKeyhole aria-hidden="true" className="size-5" />
        {t('start')}
      </Button>
      <LoginDialog
        open={step === 'login'}
        onOpenChange={(open) => setStep((current) => (open ? 'login' : current === 'login' ? 'idle' : current))}
        onSuccess={() => setStep('address')}
        reason={t('loginReason')}
      />
      <AddressPickerDialog open={step === 'address'} onOpenChange={(open) => setStep(open ? 'address' : 'idle')} />
    </>
  );
}

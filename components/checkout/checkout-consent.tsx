'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DataPolicyCheckbox } from '@/components/account/data-policy-checkbox';
import { useConsent } from '@/lib/api-client/customer';

export type CheckoutConsent = {
  /** Whether the box shows: the account has not accepted the current policy (or the server said so). */
  required: boolean;
  accepted: boolean;
  error: string | null;
  setAccepted: (accepted: boolean) => void;
  /** Before placing the order: false (and the box says why) while it is required and unticked. */
  check: () => boolean;
  /** The order's 400 on `acceptDataPolicy`: show the box with the server's words. */
  refused: (message: string) => void;
  /** What the order request carries. */
  orderFields: { acceptDataPolicy?: true };
  /** After the order: the account has accepted now. */
  done: () => void;
};

/**
 * Issue 22 §5: a session that began before the current data policy accepts it at checkout (the
 * login dialog asks every new session). Nothing shows for an account that already accepted.
 */
export function useCheckoutConsent(): CheckoutConsent {
  const t = useTranslations('Checkout');
  const consent = useConsent();
  const [serverAsked, setServerAsked] = useState(false);
  const [accepted, setAcceptedState] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const required = consent.data?.required === true || serverAsked;
  return {
    required,
    accepted,
    error,
    setAccepted: (value) => {
      setAcceptedState(value);
      setError(null);
    },
    check: () => {
      if (!required || accepted) return true;
      setError(t('consentRequired'));
      return false;
    },
    refused: (message) => {
      setServerAsked(true);
      setAcceptedState(false);
      setError(message);
    },
    orderFields: required && accepted ? { acceptDataPolicy: true } : {},
    done: () => void consent.refetch(),
  };
}

/** The box, with why it is asked now. */
export function CheckoutConsentBox({ consent }: { consent: CheckoutConsent }) {
  const t = useTranslations('Checkout');
  if (!consent.required) return null;
  return (
    <section aria-labelledby="checkout-consent-title" className="space-y-2 rounded-control border border-border p-3">
      <h3 id="checkout-consent-title" className="text-sm font-semibold">
        {t('consentTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('consentIntro')}</p>
      <DataPolicyCheckbox
        id="checkout-consent"
        checked={consent.accepted}
        error={consent.error}
        onChange={(event) => consent.setAccepted(event.currentTarget.checked)}
      />
    </section>
  );
}

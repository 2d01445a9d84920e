'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageIcon } from '@/components/ui/page-icon';
import { useAcceptConsentByEmailLink } from '@/lib/api-client/consent-link';
import { Link } from '@/lib/i18n/navigation';

/**
 * The 'Acepto' of the consent page: the one action that records the acceptance (a POST), so
 * opening the link (a mail scanner's prefetch included) records nothing. Then the confirmation.
 */
export function EmailLinkConsent({ token, children }: { token: string; children: React.ReactNode }) {
  const t = useTranslations('ConsentLink');
  const accept = useAcceptConsentByEmailLink();
  // The button the reader pressed is gone: her focus (and a screen reader) moves to the confirmation.
  const confirmation = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  if (accept.data) {
    return (
      <div className="space-y-4 rounded-card border border-border p-4 sm:p-6">
        <h2 ref={confirmation} tabIndex={-1} className="flex items-start gap-2 text-xl font-bold outline-none">
          <PageIcon name="circleCheck" className="mt-0.5 size-6 shrink-0 text-success" />
          {t('acceptedTitle')}
        </h2>
        <p>{t('acceptedText', { version: accept.data.acceptedVersion })}</p>
        <Link href="/tienda" className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}>
          {t('goToStore')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {children}
      {accept.error ? (
        <p role="alert" className="rounded-card bg-danger-soft p-3 text-danger">
          {accept.error.message || t('error')}
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full sm:w-auto"
        loading={accept.isPending}
        busyLabel={t('accepting')}
        onClick={() => accept.mutate(token)}
      >
        {t('accept')}
      </Button>
    </div>
  );
}

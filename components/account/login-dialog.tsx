'use client';

import { type ReactNode, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useUserAuth } from '@/lib/session/customer-session';
import { forgetSentCode, recallSentCode, rememberSentCode } from '@/lib/session/login-memory';
import { RESEND_INTERVAL_SECONDS } from './login-errors';
import { LoginCodeStep } from './login-code-step';
import { LoginConsentStep } from './login-consent-step';
import { LoginEmailStep } from './login-email-step';

export type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once signed in, after the dialog closes (checkout continues from here). */
  onSuccess?: () => void;
  /** Why the shopper is asked to sign in (checkout, a protected page). */
  reason?: ReactNode;
};

/**
 * Sign-in by e-mail code (spec 1 §2 "Login dialog"): e-mail step → code step → session.
 * A full-height sheet on phones (the on-screen keyboard leaves room for the field and button).
 */
export function LoginDialog({ open, onOpenChange, onSuccess, reason }: LoginDialogProps) {
  const t = useTranslations('Auth');
  const notify = useNotification();
  const { logout } = useUserAuth();
  // A code sent a moment ago in this tab (the phone reloaded it while she read her mail): reopen
  // on the code step for that e-mail.
  const [sent] = useState(recallSentCode);
  // The e-mail a code was sent to; null while on the e-mail step.
  const [codeEmail, setCodeEmail] = useState<string | null>(sent?.email ?? null);
  const [lastEmail, setLastEmail] = useState(sent?.email ?? '');
  const [resendAt, setResendAt] = useState<number | null>(sent?.resendAt ?? null);

  function codeSent(email: string, retryAfter: number | null) {
    const at = Date.now() + (retryAfter ?? RESEND_INTERVAL_SECONDS) * 1000;
    setLastEmail(email);
    setCodeEmail(email);
    setResendAt(at);
    rememberSentCode(email, at);
  }

  // Signed in, waiting for the data-policy answer (null otherwise): the name for the welcome.
  const [consentFor, setConsentFor] = useState<string | null>(null);

  function finish(name: string) {
    setConsentFor(null);
    onOpenChange(false);
    notify.success(name ? t('welcomeName', { name }) : t('welcome'));
    onSuccess?.();
  }

  function signedIn(name: string, consentRequired: boolean) {
    forgetSentCode();
    setCodeEmail(null);
    if (consentRequired) setConsentFor(name);
    else finish(name);
  }

  // Without the authorisation the account cannot be used: sign out again, and say so.
  function declined() {
    setConsentFor(null);
    logout();
    onOpenChange(false);
    notify.info(t('consentDeclined'));
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (!next && consentFor !== null ? declined() : onOpenChange(next))}>
      <DialogContent
        size="sm"
        title={t('title')}
        description={codeEmail ? t('codeStepDescription', { email: codeEmail }) : (reason ?? t('emailStepDescription'))}
      >
        {consentFor !== null ? (
          <LoginConsentStep onAccepted={() => finish(consentFor)} onDeclined={declined} />
        ) : codeEmail ? (
          <LoginCodeStep
            email={codeEmail}
            resendAt={resendAt}
            onResendAtChange={(at) => {
              setResendAt(at);
              rememberSentCode(codeEmail, at);
            }}
            onChangeEmail={() => {
              forgetSentCode();
              setCodeEmail(null);
            }}
            onSignedIn={signedIn}
          />
        ) : (
          <LoginEmailStep defaultEmail={lastEmail} onCodeSent={codeSent} />
        )}
      </DialogContent>
    </Dialog>
  );
}

'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useUserAuth } from '@/lib/session/customer-session';
import { useRouter } from '@/lib/i18n/navigation';
import { forgetSentCode, parseLoginReturn, recallSentCode, rememberSentCode } from '@/lib/session/login-memory';
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
  /**
   * Opened because /perfil sent a signed-out visitor home: the entry it left in the tab, taken by
   * the header (lib/session/login-return-entry.ts). Its words replace `reason`, and once signed in
   * she goes back to that page (lib/session/login-memory.ts).
   */
  returnEntry?: string | null;
};

/**
 * Sign-in by e-mail code (spec 1 §2 "Login dialog"): e-mail step → code step → session.
 * A full-height sheet on phones (the on-screen keyboard leaves room for the field and button).
 */
export function LoginDialog({ open, onOpenChange, onSuccess, reason, returnEntry = null }: LoginDialogProps) {
  const t = useTranslations('Auth');
  const router = useRouter();
  // Parsed once per entry the header hands over (a pure parse: a restarted render finds the same).
  const [parsedReturn, setParsedReturn] = useState(() => ({ entry: returnEntry, returnTo: parseLoginReturn(returnEntry) }));
  if (returnEntry !== null && parsedReturn.entry !== returnEntry)
    setParsedReturn({ entry: returnEntry, returnTo: parseLoginReturn(returnEntry) });
  const returnTo = returnEntry !== null && parsedReturn.entry === returnEntry ? parsedReturn.returnTo : null;
  // A stale or foreign entry: nothing to ask for, so no dialog.
  useEffect(() => {
    if (returnEntry !== null && !returnTo) onOpenChange(false);
  }, [returnEntry, returnTo, onOpenChange]);
  const notify = useNotification();
  const { login } = useUserAuth();
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

  // The token of a verified code, held until the data policy is accepted (null otherwise): the
  // session starts only then, so a page that shows other things to signed-in visitors (the header,
  // the checkout's gate) does not close this dialog before the answer.
  const [pendingToken, setPendingToken] = useState<string | null>(null);

  function signIn(token: string) {
    setPendingToken(null);
    const session = login(token);
    if (!session) {
      notify.error(t('verifyFailed'));
      return;
    }
    onOpenChange(false);
    notify.success(session.name ? t('welcomeName', { name: session.name }) : t('welcome'));
    onSuccess?.();
    if (returnTo) router.push(returnTo.path);
  }

  function verified(token: string, consentRequired: boolean) {
    forgetSentCode();
    setCodeEmail(null);
    if (consentRequired) setPendingToken(token);
    else signIn(token);
  }

  // Without the authorisation the account is not used: no session starts, and she is told why.
  function declined() {
    setPendingToken(null);
    onOpenChange(false);
    notify.info(t('consentDeclined'));
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (!next && pendingToken !== null ? declined() : onOpenChange(next))}>
      <DialogContent
        size="sm"
        title={t('title')}
        description={codeEmail ? t('codeStepDescription', { email: codeEmail }) : (returnTo?.reason ?? reason ?? t('emailStepDescription'))}
      >
        {pendingToken !== null ? (
          <LoginConsentStep token={pendingToken} onAccepted={() => signIn(pendingToken)} onDeclined={declined} />
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
            onVerified={verified}
          />
        ) : (
          <LoginEmailStep defaultEmail={lastEmail} onCodeSent={codeSent} />
        )}
      </DialogContent>
    </Dialog>
  );
}

'use client';

import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LockKeyhole } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUserAuth } from '@/lib/session/customer-session';

// Only a signed-out visitor needs the login form (the dialog, its steps and their API calls:
// ~20 KiB gzipped): a signed-in customer opening /checkout/{id} or /perfil does not download it.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/**
 * Renders `children` only for a signed-in customer. Signed out, the login dialog opens by itself
 * (and can be opened again); once signed in the page loads in place.
 */
export function LoginGate({ reason, children }: { reason: string; children: ReactNode }) {
  const t = useTranslations('Auth');
  const { isAuthenticated, isLoading } = useUserAuth();
  const [open, setOpen] = useState(true);

  if (isLoading) {
    return (
      <p className="flex items-center gap-2 py-12 text-muted-foreground">
        <Spinner /> {t('checkingSession')}
      </p>
    );
  }
  if (isAuthenticated) return children;
  return (
    <div className="space-y-4 py-8">
      <p className="flex items-start gap-2 text-lg">
        <LockKeyhole aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        {reason}
      </p>
      <Button onClick={() => setOpen(true)}>{t('loginButton')}</Button>
      <Suspense fallback={null}>
        <LoginDialog open={open} onOpenChange={setOpen} reason={reason} />
      </Suspense>
    </div>
  );
}

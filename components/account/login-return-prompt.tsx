'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useUserAuth } from '@/lib/session/customer-session';
import { takeLoginReturn } from '@/lib/session/login-memory';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/**
 * On the home page: a signed-out visit to /perfil was sent here (spec); open the login dialog
 * saying why, and go back to that page once signed in. Nothing renders on an ordinary visit.
 */
export function LoginReturnPrompt() {
  const t = useTranslations('Auth');
  const router = useRouter();
  const { isAuthenticated, isLoading } = useUserAuth();
  const [target, setTarget] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (isLoading) return;
    const path = takeLoginReturn();
    if (!path) return;
    if (isAuthenticated) {
      router.push(path);
      return;
    }
    setTarget(path);
    setOpen(true);
  }, [isLoading, isAuthenticated, router]);

  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} onOpenChange={setOpen} reason={t('profileNeedsLogin')} onSuccess={() => router.push(target)} />
    </Suspense>
  );
}

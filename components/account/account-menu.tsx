'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { useRouter } from '@/lib/i18n/navigation';
import { useUserAuth } from '@/lib/session/customer-session';
import { type LoginReturn, takeLoginReturn } from '@/lib/session/login-memory';
import { accountTriggerClasses } from './account-trigger-classes';

// The login dialog (its forms, validation and API calls) loads on the first click, not with every page.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));
// The signed-in menu (Radix) loads only for a signed-in customer; same footprint while it does.
const AccountMenuDropdown = lazy(() => import('./account-menu-dropdown').then((m) => ({ default: m.AccountMenuDropdown })));

const placeholder = <span aria-hidden="true" className="inline-block size-tap" />;

/**
 * The header's account slot (spec 1 §2 Header): 'Iniciar sesión' opening the login dialog, or a
 * user menu with 'Mi Perfil' and 'Cerrar Sesión'. On phones only the icon shows (the name is in
 * the menu); the accessible name is the same on every width.
 */
export function AccountMenu() {
  const tAuth = useTranslations('Auth');
  const { customer, isAuthenticated, isLoading } = useUserAuth();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginWanted, setLoginWanted] = useState(false);
  const router = useRouter();
  // A signed-out visit to /perfil sent her here (spec): open the dialog with /perfil's words
  // (kept in the tab's storage, so no page carries them) and go back there once she is in.
  const [loginReturn, setLoginReturn] = useState<LoginReturn | null>(null);
  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    const pending = takeLoginReturn();
    if (!pending) return;
    setLoginReturn(pending);
    setLoginWanted(true);
    setLoginOpen(true);
  }, [isLoading, isAuthenticated]);

  // Same footprint while the stored token is read: the header does not jump.
  if (isLoading) return placeholder;

  if (!isAuthenticated || !customer) {
    return (
      <>
        <button
          type="button"
          className={accountTriggerClasses}
          onClick={() => {
            setLoginWanted(true);
            setLoginOpen(true);
          }}
        >
          <Icon name="user" className="size-5" />
          <span className="sr-only lg:not-sr-only">{tAuth('loginButton')}</span>
        </button>
        {loginWanted ? (
          <Suspense fallback={null}>
            <LoginDialog
              open={loginOpen}
              onOpenChange={(open) => {
                setLoginOpen(open);
                if (!open && !isAuthenticated) setLoginReturn(null);
              }}
              reason={loginReturn?.reason}
              onSuccess={loginReturn ? () => router.push(loginReturn.path) : undefined}
            />
          </Suspense>
        ) : null}
      </>
    );
  }

  return (
    <Suspense fallback={placeholder}>
      <AccountMenuDropdown customer={customer} />
    </Suspense>
  );
}

'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CustomerSession } from '@/lib/auth/decode-token';
import { ShellIcon } from '@/components/ui/shell-icon';
import { useUserAuth } from '@/lib/session/customer-session';
import { takeLoginReturnEntry } from '@/lib/session/login-return-entry';
import { usePathname } from '@/lib/i18n/navigation';
import { accountTriggerClasses } from './account-trigger-classes';
import { AccountTriggerFace } from './account-trigger-face';

// The login dialog (its forms, validation and API calls) loads on the first click, not with every page.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));
// The signed-in menu (Radix and its positioning, ~33 KiB gzip) loads when she first reaches for the
// button, not with every page she opens signed in: the payment page stays under its budget.
const loadDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.AccountMenuDropdown })));

/**
 * Not on /perfil itself: its own header would take the entry before the redirect lands home.
 * `pathname` is the router's: right after /perfil's client-side redirect the header may run
 * before the address bar says '/', and it may not remount at all (same layout).
 */
const takeReturnEntryOutsideProfile = (pathname: string) => (/\/perfil$/.test(pathname) ? null : takeLoginReturnEntry());

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
  // A signed-out visit to /perfil sent her here (spec): the dialog opens with /perfil's words and
  // takes her back (it parses the entry, lazily loaded; this only takes it from the tab's storage).
  const [returnEntry, setReturnEntry] = useState<string | null>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    const entry = takeReturnEntryOutsideProfile(pathname);
    if (entry === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's storage is read after hydration and on each path change (server HTML has no dialog).
    setReturnEntry(entry);
    setLoginWanted(true);
    setLoginOpen(true);
  }, [isLoading, isAuthenticated, pathname]);

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
          <ShellIcon name="user" className="size-5" />
          <span className="sr-only lg:not-sr-only">{tAuth('loginButton')}</span>
        </button>
        {loginWanted ? (
          <Suspense fallback={null}>
            <LoginDialog
              open={loginOpen}
              onOpenChange={(open) => {
                setLoginOpen(open);
                if (!open) setReturnEntry(null);
              }}
              returnEntry={returnEntry}
            />
          </Suspense>
        ) : null}
      </>
    );
  }

  return <SignedInMenu customer={customer} />;
}

/**
 * The header button of a signed-in customer. The menu's code starts loading when a pointer comes
 * over the button or it takes the focus, and the press that opens it swaps in the menu, open
 * (a phone has only the press: the menu opens once its code has arrived, the button busy until
 * then). The button looks the same throughout.
 */
function SignedInMenu({ customer }: { customer: CustomerSession }) {
  const t = useTranslations('Account');
  const [pressed, setPressed] = useState(false);
  const displayName = customer.name || customer.email;
  const preload = () => void loadDropdown();
  const button = (
    <button
      type="button"
      className={accountTriggerClasses}
      aria-label={t('menuLabel', { name: displayName })}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={pressed || undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setPressed(true)}
    >
      <AccountTriggerFace displayName={displayName} />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenuDropdown customer={customer} defaultOpen />
    </Suspense>
  );
}

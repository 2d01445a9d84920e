'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useNotification } from '@/components/notifications/notification-provider';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import { useUserAuth } from './customer-session';

// The login dialog (its forms, validation and API calls) loads on the first click, not with every page.
const LoginDialog = dynamic(() => import('./login-dialog').then((m) => m.LoginDialog), { ssr: false });

// Same look as the header's other buttons, including the transparent-header variants.
const triggerClasses =
  'inline-flex min-h-tap min-w-tap items-center justify-center gap-1.5 rounded-control px-2 text-sm font-semibold transition-colors ' +
  'hover:bg-foreground/5 data-[state=open]:bg-foreground/5 ' +
  'group-data-[transparent=true]/header:hover:bg-white/10 group-data-[transparent=true]/header:data-[state=open]:bg-white/10';

const itemClasses =
  'flex min-h-tap cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium outline-none ' +
  'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-active';

/**
 * The header's account slot (spec 1 §2 Header): 'Iniciar sesión' opening the login dialog, or a
 * user menu with 'Mi Perfil' and 'Cerrar Sesión'. On phones only the icon shows (the name is in
 * the menu); the accessible name is the same on every width.
 */
export function AccountMenu() {
  const t = useTranslations('Account');
  const tAuth = useTranslations('Auth');
  const notify = useNotification();
  const { customer, isAuthenticated, isLoading, logout } = useUserAuth();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginWanted, setLoginWanted] = useState(false);

  // Same footprint while the stored token is read: the header does not jump.
  if (isLoading) return <span aria-hidden="true" className="inline-block size-tap" />;

  if (!isAuthenticated || !customer) {
    return (
      <>
        <button
          type="button"
          className={triggerClasses}
          onClick={() => {
            setLoginWanted(true);
            setLoginOpen(true);
          }}
        >
          <UserRound aria-hidden="true" className="size-5" />
          <span className="sr-only lg:not-sr-only">{tAuth('loginButton')}</span>
        </button>
        {loginWanted ? <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} /> : null}
      </>
    );
  }

  const displayName = customer.name || customer.email;
  function signOut() {
    logout();
    notify.info(t('loggedOut'));
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={triggerClasses} aria-label={t('menuLabel', { name: displayName })}>
        {/* An icon, not an initial: the visible text must stay part of the accessible name. */}
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <span aria-hidden="true" className="hidden max-w-32 truncate lg:inline">
          {displayName}
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 lg:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-control border border-border bg-surface p-1 text-foreground shadow-raised data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold">{displayName}</span>
            {customer.name ? <span className="block truncate text-sm text-muted-foreground">{customer.email}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild>
            <Link href="/perfil" className={itemClasses}>
              <UserRound aria-hidden="true" className="size-5" />
              {t('profileLink')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={signOut} className={cn(itemClasses, 'text-danger data-[highlighted]:text-danger')}>
            <LogOut aria-hidden="true" className="size-5" />
            {t('logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

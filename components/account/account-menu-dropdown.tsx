'use client';

import { LogOut, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useNotification } from '@/components/notifications/notification-provider';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import { useUserAuth } from '@/lib/session/customer-session';
import { accountTriggerClasses } from './account-trigger-classes';
import { AccountTriggerFace } from './account-trigger-face';
import { type CustomerSession as Customer } from '@/lib/auth/decode-token';

const itemClasses =
  'flex min-h-tap cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium outline-none ' +
  'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-active';

/**
 * The signed-in customer's header menu (Radix), in its own chunk: loaded when she first points
 * at or focuses the header's button (account-menu.tsx), and mounted open by her first press.
 */
export function AccountMenuDropdown({ customer, defaultOpen = false }: { customer: Customer; defaultOpen?: boolean }) {
  const t = useTranslations('Account');
  const notify = useNotification();
  const { logout } = useUserAuth();
  const displayName = customer.name || customer.email;
  function signOut() {
    logout();
    notify.info(t('loggedOut'));
  }

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={accountTriggerClasses} aria-label={t('menuLabel', { name: displayName })}>
        <AccountTriggerFace displayName={displayName} />
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

'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '@/lib/api-client/customer';
import { useRouter } from '@/lib/i18n/navigation';
import { profileTabOfSlug, profileTabPath, type ProfileTab } from '@/lib/domain/profile-tabs';
import { useUserAuth } from '@/lib/session/customer-session';
import { rememberLoginReturn } from '@/lib/session/login-memory';
import { OrdersTab } from './orders-tab';
import { ShipmentsTab } from './shipments-tab';

// The forms (react-hook-form, zod, the address dialog and location lists) load when their tab is
// opened: the profile opens on 'Mis Pedidos', which needs none of them (issue 21's JS budget).
const AddressesTab = lazy(() => import('./addresses-tab').then((m) => ({ default: m.AddressesTab })));
const ProfileDataTab = lazy(() => import('./profile-data-tab').then((m) => ({ default: m.ProfileDataTab })));

const TABS = ['orders', 'shipments', 'addresses', 'data'] as const satisfies readonly ProfileTab[];

const tabClasses =
  'inline-flex min-h-tap items-center justify-center rounded-control px-3 text-sm font-semibold text-muted-foreground transition-colors ' +
  'hover:bg-foreground/5 hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground';

/**
 * The customer area (spec 1 §2 Profile): four tabs, the open one in the URL (`?tab=envios`) so
 * Back works and e-mails can link to a tab. A signed-out visitor goes to the home page (spec),
 * whose header opens the login dialog saying why and brings her back to this tab once signed in.
 */
export function ProfilePage() {
  const t = useTranslations('Account');
  const router = useRouter();
  const searchParams = useSearchParams();
  const { customer, isAuthenticated, isLoading } = useUserAuth();
  const tab = profileTabOfSlug(searchParams.get('tab'));
  // Signing out here goes home without asking to sign in again.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (isAuthenticated) wasSignedIn.current = true;
  }, [isAuthenticated]);
  const needsLogin = t('needsLogin');

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    // The home page's header opens the login dialog with these words and brings her back here.
    if (!wasSignedIn.current) rememberLoginReturn(profileTabPath(tab), needsLogin);
    router.replace('/');
  }, [isLoading, isAuthenticated, router, tab, needsLogin]);

  if (isLoading || !isAuthenticated || !customer) {
    return (
      <p className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-12 text-muted-foreground">
        <Spinner /> {t('loading')}
      </p>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      <Greeting fallback={customer.name || customer.email} />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => router.push(profileTabPath(value as ProfileTab), { scroll: false })}
        className="mt-6"
      >
        {/* Two columns on phones: four labels never fit one row at 360 px. */}
        <Tabs.List aria-label={t('tabsLabel')} className="grid grid-cols-2 gap-1 rounded-card bg-surface-muted p-1 sm:flex sm:flex-wrap">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={tabClasses}>
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="orders" className="mt-6">
          <OrdersTab />
        </Tabs.Content>
        <Tabs.Content value="shipments" className="mt-6">
          <ShipmentsTab />
        </Tabs.Content>
        <Tabs.Content value="addresses" className="mt-6">
          <Suspense fallback={<TabLoading />}>
            <AddressesTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="data" className="mt-6">
          <Suspense fallback={<TabLoading />}>
            <ProfileDataTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** 'Hola, Ana': the profile's name once it has one (the session only knows the login's). */
function Greeting({ fallback }: { fallback: string }) {
  const t = useTranslations('Account');
  const profile = useProfile();
  const name = profile.data?.fullName?.trim() || fallback;
  return <p className="mt-1 break-words text-muted-foreground">{t('greeting', { name })}</p>;
}

function TabLoading() {
  const t = useTranslations('Account');
  return (
    <p className="flex items-center gap-2 py-6 text-muted-foreground">
      <Spinner /> {t('loading')}
    </p>
  );
}

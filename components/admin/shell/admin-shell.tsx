'use client';

import { type ReactNode, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { useRouter } from '@/lib/i18n/navigation';
import { useAdminSession } from '@/lib/session/admin-session';
import { AdminBottomNav } from './admin-bottom-nav';
import { AdminProfileMenu } from './admin-profile-menu';
import { AdminSideNav } from './admin-side-nav';

// Below lg only: a wide screen has the side navigation and no bottom bar.
const TOASTS_ABOVE_NAV =
  '@media (width < 64rem){[data-sonner-toaster]{--offset-bottom:5.5rem!important;--mobile-offset-bottom:5.5rem!important}}';

/**
 * The client guard of the protected area (spec 2 §2): without a token that the server accepts,
 * the visitor goes to /admin/login; until that is known nothing of the panel is shown. Issue 25
 * §1: the side navigation from 1024 px, the bottom bar with 'Más' below.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useTranslations('Admin.shell');
  const { user, token, isLoading } = useAdminSession();
  const router = useRouter();

  useEffect(() => {
    if (!isLoading && !token) router.replace('/admin/login');
  }, [isLoading, token, router]);

  if (isLoading || !token || !user) {
    return (
      <div className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground">
        <Spinner className="text-2xl text-primary" />
        <p role="status">{t('checking')}</p>
      </div>
    );
  }

  return (
    <div className="min-h-dvh bg-surface-muted/60 lg:ps-60">
      <AdminProfileMenu />
      <AdminSideNav />
      <main
        id="contenido"
        tabIndex={-1}
        aria-label={t('main')}
        className="mx-auto w-full max-w-6xl px-4 pt-20 pb-32 outline-none sm:px-6 lg:pb-12"
      >
        {children}
      </main>
      <AdminBottomNav />
      {/* Notifications rise above the fixed navigation instead of covering it (admin area only). */}
      <style>{TOASTS_ABOVE_NAV}</style>
    </div>
  );
}

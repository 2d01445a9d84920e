'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AdminBottomNav } from './admin-bottom-nav';
import { AdminProfileMenu } from './admin-profile-menu';
import { AdminSideNav } from './admin-side-nav';
import { StaffGuard } from './staff-guard';

// Below lg only: a wide screen has the side navigation and no bottom bar.
const TOASTS_ABOVE_NAV =
  '@media (width < 64rem){[data-sonner-toaster]{--offset-bottom:5.5rem!important;--mobile-offset-bottom:5.5rem!important}}';

/** The panel around every back-office page: the side navigation from 1024 px, the bottom bar with 'Más' below. */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useTranslations('Admin.shell');
  return (
    <StaffGuard>
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
    </StaffGuard>
  );
}

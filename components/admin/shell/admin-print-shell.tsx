'use client';

import { type ReactNode, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { useRouter } from '@/lib/i18n/navigation';
import { useAdminSession } from '@/lib/session/admin-session';

/**
 * The same client guard as AdminShell for pages made to be printed (issue 25 §3, the packing
 * slip): no navigation, no profile button, a white page.
 */
export function AdminPrintShell({ children }: { children: ReactNode }) {
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
    <main id="contenido" tabIndex={-1} className="min-h-dvh bg-surface text-foreground outline-none">
      {children}
    </main>
  );
}

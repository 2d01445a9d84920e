'use client';

import { type ReactNode, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { useRouter } from '@/lib/i18n/navigation';
import { useAdminSession } from '@/lib/session/admin-session';

/**
 * The client guard of the back office: without a token the server accepts, the visitor goes to
 * /admin/login, and until that is known nothing of the page is shown (its data would be asked
 * for with no token). Both shells, the panel's and the printable one's, wrap their page in it.
 */
export function StaffGuard({ children }: { children: ReactNode }) {
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
  return children;
}

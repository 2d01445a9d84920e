'use client';

import { useEffect } from 'react';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { business } from '@/lib/business';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useAdminSession } from '@/lib/session/admin-session';
import { AdminLoginForm } from './admin-login-form';

/** /admin/login: a signed-in staff member goes straight on to the dashboard. */
export function AdminLoginScreen() {
  const t = useTranslations('Admin.login');
  const { user, isLoading } = useAdminSession();
  const router = useRouter();

  useEffect(() => {
    if (!isLoading && user) router.replace('/admin/dashboard');
  }, [isLoading, user, router]);

  return (
    <main id="contenido" tabIndex={-1} className="flex min-h-dvh items-center justify-center bg-surface-muted px-4 py-10 outline-none">
      <div className="w-full max-w-md space-y-6">
        <div className="rounded-card border border-border bg-surface p-6 shadow-raised sm:p-8">
          <div className="mb-6 space-y-2 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-muted text-primary">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
            <p className="text-sm font-semibold text-primary">{business.name}</p>
            <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
            <p className="text-muted-foreground">{t('subtitle')}</p>
          </div>
          {isLoading || user ? (
            <div className="flex justify-center py-8 text-primary">
              <Spinner className="text-2xl" label={t('submitting')} />
            </div>
          ) : (
            <AdminLoginForm onSignedIn={() => router.replace('/admin/dashboard')} />
          )}
        </div>
        <Link
          href="/"
          className="mx-auto flex min-h-tap w-fit items-center gap-2 rounded-control px-3 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToStore')}
        </Link>
      </div>
    </main>
  );
}

'use client';

import type { ReactNode } from 'react';
import { CircleAlert, ShieldX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

export type AdminPageProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the top right (the "new" action, say); they wrap under the title on phones. */
  actions?: ReactNode;
  /** Shows a spinner instead of the content. */
  isLoading?: boolean;
  /** Shows this message (and a retry button when `onRetry` is given) instead of the content. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shows the 'no permission' message instead of everything else (a VENDEDOR on an ADMIN page). */
  forbidden?: boolean;
  className?: string;
  children?: ReactNode;
};

/** The frame of every back-office screen: one h1, its actions, then loading, error or content. */
export function AdminPage({ title, description, actions, isLoading, error, onRetry, forbidden, className, children }: AdminPageProps) {
  const t = useTranslations('Admin.common');
  return (
    <section className={cn('space-y-6', className)} aria-busy={isLoading || undefined}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
          {description ? <p className="text-muted-foreground">{description}</p> : null}
        </div>
        {actions && !forbidden ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {forbidden ? (
        <AdminMessage icon={<ShieldX aria-hidden="true" className="size-6 text-danger" />}>
          <p className="font-semibold">{t('forbiddenTitle')}</p>
          <p className="text-muted-foreground">{t('forbiddenText')}</p>
        </AdminMessage>
      ) : isLoading ? (
        <div className="flex justify-center py-16 text-primary">
          <Spinner className="text-3xl" label={t('loading')} />
        </div>
      ) : error ? (
        <AdminMessage icon={<CircleAlert aria-hidden="true" className="size-6 text-danger" />}>
          <p role="alert">{error}</p>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : null}
        </AdminMessage>
      ) : (
        children
      )}
    </section>
  );
}

function AdminMessage({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-card border border-border bg-surface-muted p-4 sm:p-6">
      {icon}
      <div className="space-y-3">{children}</div>
    </div>
  );
}

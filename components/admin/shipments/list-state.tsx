'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The spinner of a tab while its list loads (spec 2 §2). */
export function ListSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-primary">
      <Spinner className="text-3xl" label={label} />
    </div>
  );
}

/** A list that failed to load: the spec's message and a retry. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations('Admin.common');
  return (
    <div className="space-y-3 rounded-card border border-border bg-surface p-6">
      <p role="alert">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

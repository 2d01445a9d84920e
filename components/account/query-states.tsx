'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function LoadingState({ label }: { label: string }) {
  return (
    <p className="flex items-center gap-2 py-8 text-muted-foreground">
      <Spinner /> {label}
    </p>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations('Account');
  return (
    <div className="space-y-3 rounded-card border border-danger/30 bg-danger-soft p-4">
      <p className="font-medium text-danger">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="space-y-4 rounded-card border border-dashed border-input p-6 text-center">{children}</div>;
}

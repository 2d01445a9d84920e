'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { useMayChangePrices } from '@/lib/api-client/admin-store-settings';

/**
 * Why the prices on this screen cannot be edited: shown to a seller while the store keeps price
 * changes to ADMIN (docs/store-settings.md), nothing otherwise.
 */
export function PriceLockNote({ className }: { className?: string }) {
  const t = useTranslations('AdminStoreSettings.sellersPrices');
  if (useMayChangePrices()) return null;
  return (
    <p role="note" className={cn('rounded-control bg-surface-muted px-3 py-2 text-sm text-muted-foreground', className)}>
      {t('locked')}
    </p>
  );
}

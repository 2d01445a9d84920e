'use client';

import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { useReorder } from './use-reorder';

export function ReorderButton({ order }: { order: CustomerOrder }) {
  const t = useTranslations('Orders');
  const { reorder, isPending } = useReorder();
  return (
    <Button
      variant="outline"
      onClick={() => reorder(order)}
      loading={isPending}
      busyLabel={t('reordering')}
      aria-label={t('reorderLabel', { id: order.id })}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      {t('reorder')}
    </Button>
  );
}

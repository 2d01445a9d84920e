'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { OrderSource } from '@/lib/domain/order-status';

/** Issue 23 §5: where the order came from ('Tienda web', 'WhatsApp', 'Teléfono', 'Mostrador'). */
export function OrderSourceBadge({ source, className }: { source: OrderSource; className?: string }) {
  const t = useTranslations('Admin.orderSources');
  return (
    <Badge variant={source === 'web' ? 'neutral' : 'info'} className={className} data-testid="order-source">
      {t(source)}
    </Badge>
  );
}

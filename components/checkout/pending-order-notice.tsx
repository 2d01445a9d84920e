'use client';

import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/** Her same order already waits for payment: go and pay it, or start a new order anyway (issue 22 §3). */
export function PendingOrderNotice({ orderId, onStartNew }: { orderId: number; onStartNew: () => void }) {
  const t = useTranslations('PendingOrder');
  return (
    <div className="space-y-4 py-2">
      <div role="status" className="rounded-card border border-warning bg-surface p-4">
        <p className="font-semibold">{t('title')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('text', { id: orderId })}</p>
      </div>
      <div className="flex flex-col gap-2">
        <Link href={`/checkout/${orderId}`} className={buttonClasses({ className: 'w-full' })}>
          {t('pay', { id: orderId })}
        </Link>
        <Button variant="outline" className="w-full" onClick={onStartNew}>
          {t('startNew')}
        </Button>
      </div>
    </div>
  );
}

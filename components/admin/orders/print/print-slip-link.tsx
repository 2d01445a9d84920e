'use client';

import { Printer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/**
 * 'Imprimir' on an order (issue 25 §3): the packing slip in a new tab, which opens the browser's
 * print dialog by itself; the order stays open here.
 */
export function PrintSlipLink({ orderId }: { orderId: number }) {
  const t = useTranslations('AdminOrders');
  return (
    <Link
      href={`/admin/orders/${orderId}/print?print=1`}
      target="_blank"
      aria-label={t('printSlipNamed', { id: orderId })}
      className={buttonClasses({ variant: 'outline', size: 'md' })}
    >
      <Printer aria-hidden="true" className="size-5" />
      {t('printSlip')}
    </Link>
  );
}

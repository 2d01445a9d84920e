'use client';

import { useEffect, useRef } from 'react';
import { ArrowLeft, Printer } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useAdminOrder } from '@/lib/api-client/admin-orders';
import { SLIP_FORMATS, slipFormatOf, slipPageCss } from '@/lib/domain/packing-slip';
import { Link } from '@/lib/i18n/navigation';
import { linkClasses } from '../order-columns';
import { PackingSlip } from './packing-slip';

/**
 * /admin/orders/{id}/print: the slip with a toolbar (format, 'Imprimir', back) that is not
 * printed. `?format=80mm` for a receipt printer, A4 otherwise; `?print=1` (how the order's
 * 'Imprimir' opens it) opens the browser's print dialog once the order is shown.
 */
export function PackingSlipScreen({ orderId }: { orderId: number }) {
  const t = useTranslations('AdminOrders.slip');
  const searchParams = useSearchParams();
  const format = slipFormatOf(searchParams.get('format'));
  const autoPrint = searchParams.get('print') === '1';
  const query = useAdminOrder(orderId);
  const printed = useRef(false);

  useEffect(() => {
    if (!autoPrint || printed.current || !query.data) return;
    printed.current = true;
    // After the slip is painted, so the dialog previews it.
    requestAnimationFrame(() => window.print());
  }, [autoPrint, query.data]);

  return (
    <div className="p-4 print:p-0">
      {/* The page size for the print dialog; the screen shows the same width. */}
      <style>{`${slipPageCss(format)}@media print{[data-sonner-toaster]{display:none!important}}`}</style>
      <div className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center justify-between gap-2 print:hidden">
        <Link href={`/admin/orders/${orderId}`} className={linkClasses}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={t('format')} className="flex gap-1 rounded-card bg-surface-muted p-1">
            {SLIP_FORMATS.map((value) => (
              <Link
                key={value}
                href={`/admin/orders/${orderId}/print${value === '80mm' ? '?format=80mm' : ''}`}
                replace
                aria-current={value === format ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-tap items-center rounded-control px-3 text-sm font-semibold',
                  value === format ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-foreground/5',
                )}
              >
                {t(`formats.${value}`)}
              </Link>
            ))}
          </div>
          <Button onClick={() => window.print()} disabled={!query.data}>
            <Printer aria-hidden="true" className="size-4" />
            {t('print')}
          </Button>
        </div>
      </div>
      {query.data ? (
        <PackingSlip order={query.data} format={format} />
      ) : query.isError ? (
        <p role="alert" className="text-center text-danger">
          {t('loadError')}
        </p>
      ) : (
        <div className="flex justify-center py-16 text-primary">
          <Spinner className="text-3xl" label={t('loading')} />
        </div>
      )}
    </div>
  );
}

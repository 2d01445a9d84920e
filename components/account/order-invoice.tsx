'use client';

import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useProfile } from '@/lib/api-client/customer';
import { useChangeInvoiceTo } from '@/lib/api-client/order-invoice-to';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { formatBillingDocument } from '@/lib/domain/billing';

/** Issue 26 §4: the electronic invoice of a paid order: its number, CUFE and the PDF and XML links. */
export function OrderInvoice({ order }: { order: CustomerOrder }) {
  const t = useTranslations('Invoicing');
  const invoice = order.invoice;
  if (!invoice) return null;
  if (invoice.status !== 'issued') {
    return (
      <p className="mt-2 text-sm text-muted-foreground" data-testid="order-invoice">
        {t('pending')}
      </p>
    );
  }
  return (
    <div className="mt-2 space-y-1 text-sm" data-testid="order-invoice">
      <p className="font-medium">{t('number', { number: invoice.number ?? '' })}</p>
      {invoice.cufe ? <p className="break-all text-xs text-muted-foreground">{t('cufe', { cufe: invoice.cufe })}</p> : null}
      <p className="flex flex-wrap gap-3">
        {invoice.pdfUrl ? (
          <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">
            {t('pdf')}
          </a>
        ) : null}
        {invoice.xmlUrl ? (
          <a href={invoice.xmlUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">
            {t('xml')}
          </a>
        ) : null}
      </p>
    </div>
  );
}

/**
 * Issue 26 §2: a business customer changes 'Facturar a' of an order not paid yet (the payment
 * page and 'Mis Pedidos'). One button to the other choice; the server takes the fiscal data again.
 */
export function ChangeInvoiceTo({ order }: { order: CustomerOrder }) {
  const t = useTranslations('Invoicing');
  const notify = useNotification();
  const unpaid = order.paymentStatus === 'pending_payment' || order.paymentStatus === 'pending_confirmation';
  const profile = useProfile();
  const change = useChangeInvoiceTo();
  const isBusiness = Boolean(profile.data?.isBusiness && profile.data.businessName && profile.data.businessTaxId);
  if (!unpaid || (!isBusiness && order.invoiceTo !== 'business')) return null;
  const other = order.invoiceTo === 'business' ? 'person' : 'business';
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="mt-2"
      disabled={change.isPending}
      data-testid="change-invoice-to"
      onClick={() =>
        change.mutate(
          { orderId: order.id, invoiceTo: other },
          {
            onSuccess: () => notify.success(t('changed')),
            onError: (error) => notify.error(error.message),
          },
        )
      }
    >
      {t(other === 'business' ? 'changeToBusiness' : 'changeToPerson')}
    </Button>
  );
}

/** Issue 26: whom the order is invoiced to, as chosen at checkout. */
export function InvoicedTo({ order }: { order: CustomerOrder }) {
  const t = useTranslations('Fiscal');
  if (!order.billing) return null;
  const document = formatBillingDocument(order.billing);
  return (
    <p className="mt-2 text-sm text-muted-foreground" data-testid="invoiced-to">
      {t('invoicedTo', { name: order.billing.name })}
      {document ? ` · ${order.billing.documentType} ${document}` : null}
    </p>
  );
}

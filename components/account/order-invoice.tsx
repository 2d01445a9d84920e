'use client';

import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useProfile } from '@/lib/api-client/customer';
import { useChangeInvoiceTo } from '@/lib/api-client/order-invoice-to';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { formatBillingDocument } from '@/lib/domain/billing';
import { formatCOP } from '@/lib/domain/money';

/**
 * The electronic invoice of a paid order (its number, CUFE and the PDF and XML links) and, after
 * a refund, the credit note that cancels it, shown the same way; each partial refund with the
 * credit note for its part.
 */
export function OrderInvoice({ order }: { order: CustomerOrder }) {
  const t = useTranslations('Invoicing');
  const { invoice, creditNote } = order;
  const partialRefunds = order.partialRefunds ?? [];
  if (!invoice) {
    // Invoicing off: the refund is still the customer's to see.
    return partialRefunds.length > 0 ? (
      <ul className="mt-2 space-y-1 text-sm" data-testid="order-partial-refunds">
        {partialRefunds.map((refund, index) => (
          <li key={index}>{t('partialRefund', { amount: formatCOP(refund.amount) })}</li>
        ))}
      </ul>
    ) : null;
  }
  return (
    <div className="mt-2 space-y-2 text-sm">
      <div className="space-y-1" data-testid="order-invoice">
        {invoice.status === 'issued' ? (
          <FiscalDocument
            title={t('number', { number: invoice.number ?? '' })}
            code={invoice.cufe ? t('cufe', { cufe: invoice.cufe }) : null}
            pdfUrl={invoice.pdfUrl}
            xmlUrl={invoice.xmlUrl}
          />
        ) : (
          <p className="text-muted-foreground">{t('pending')}</p>
        )}
      </div>
      {partialRefunds.map((refund, index) => (
        <div key={index} className="space-y-1" data-testid="order-partial-refund">
          <p>{t('partialRefund', { amount: formatCOP(refund.amount) })}</p>
          {refund.creditNote?.status === 'issued' ? (
            <FiscalDocument
              title={t('partialCreditNote', { number: refund.creditNote.number ?? '', amount: formatCOP(refund.amount) })}
              code={refund.creditNote.cude ? t('cude', { cude: refund.creditNote.cude }) : null}
              pdfUrl={refund.creditNote.pdfUrl}
              xmlUrl={refund.creditNote.xmlUrl}
            />
          ) : refund.creditNote ? (
            <p className="text-muted-foreground">{t('partialCreditNotePending', { amount: formatCOP(refund.amount) })}</p>
          ) : null}
        </div>
      ))}
      {creditNote ? (
        <div className="space-y-1" data-testid="order-credit-note">
          {creditNote.status === 'issued' ? (
            <FiscalDocument
              title={t('creditNoteNumber', { number: creditNote.number ?? '' })}
              code={creditNote.cude ? t('cude', { cude: creditNote.cude }) : null}
              pdfUrl={creditNote.pdfUrl}
              xmlUrl={creditNote.xmlUrl}
            />
          ) : (
            <p className="text-muted-foreground">{t('creditNotePending')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

function FiscalDocument({
  title,
  code,
  pdfUrl,
  xmlUrl,
}: {
  title: string;
  code: string | null;
  pdfUrl: string | null;
  xmlUrl: string | null;
}) {
  const t = useTranslations('Invoicing');
  return (
    <>
      <p className="font-medium">{title}</p>
      {code ? <p className="break-all text-xs text-muted-foreground">{code}</p> : null}
      <p className="flex flex-wrap gap-3">
        {pdfUrl ? (
          <a href={pdfUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">
            {t('pdf')}
          </a>
        ) : null}
        {xmlUrl ? (
          <a href={xmlUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">
            {t('xml')}
          </a>
        ) : null}
      </p>
    </>
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

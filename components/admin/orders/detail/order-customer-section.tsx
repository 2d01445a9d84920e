'use client';

import { useTranslations } from 'next-intl';
import type { AdminOrderCustomer } from '@/lib/data/admin/orders';
import { type BillingSnapshot, formatBillingDocument } from '@/lib/domain/billing';
import { linkClasses } from '../order-columns';
import { DetailRow, DetailSection } from './detail-section';

/** Who bought: e-mail, name, phone, document, and the company when buying for one. */
export function OrderCustomerSection({ customer, billing }: { customer: AdminOrderCustomer; billing: BillingSnapshot | null }) {
  const t = useTranslations('AdminOrders.detail.customer');
  const tf = useTranslations('Fiscal');
  const none = <span className="font-normal text-muted-foreground">{t('none')}</span>;
  return (
    <DetailSection id="order-customer" title={t('title')}>
      <dl className="divide-y divide-border">
        <DetailRow label={t('name')}>{customer.fullName || none}</DetailRow>
        <DetailRow label={t('email')}>
          <a href={`mailto:${customer.email}`} className={`${linkClasses} break-all`}>
            {customer.email}
          </a>
        </DetailRow>
        <DetailRow label={t('phone')}>
          {customer.phone ? (
            <a href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
              {customer.phone}
            </a>
          ) : (
            none
          )}
        </DetailRow>
        <DetailRow label={t('document')}>
          {customer.documentNumber ? `${customer.documentType ?? ''} ${customer.documentNumber}`.trim() : none}
        </DetailRow>
        {customer.isBusiness || customer.businessName || customer.businessTaxId ? (
          <>
            <DetailRow label={t('businessName')}>{customer.businessName || none}</DetailRow>
            <DetailRow label={t('businessTaxId')}>{customer.businessTaxId || none}</DetailRow>
            <DetailRow label={tf('invoiceEmail')}>{customer.invoiceEmail || none}</DetailRow>
          </>
        ) : null}
        {billing ? (
          <DetailRow label={tf('invoiceTo')}>
            <span data-testid="order-billing">
              {tf(billing.to === 'business' ? 'toBusiness' : 'toPerson')}: {billing.name}
              {formatBillingDocument(billing) ? ` · ${billing.documentType} ${formatBillingDocument(billing)}` : ''} · {billing.email}
            </span>
          </DetailRow>
        ) : null}
      </dl>
    </DetailSection>
  );
}

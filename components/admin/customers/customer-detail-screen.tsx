'use client';

import { type ReactNode, useState } from 'react';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AddressSummary } from '@/components/account/address-summary';
import { useNotification } from '@/components/notifications/notification-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client/admin';
import { useAdminCustomer, useDeleteAdminCustomerAddress } from '@/lib/api-client/admin-customers';
import { ApiClientError } from '@/lib/api-client/client';
import type { AdminCustomer } from '@/lib/data/admin/customers';
import type { CustomerAddress } from '@/lib/contracts/account';
import { formatDate } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { AdminPage } from '../admin-page';
import { ConfirmDialog } from '../confirm-dialog';
import { linkClasses } from '../orders/order-columns';
import { PhoneLinks } from '../orders/phone-links';
import { CustomerAddressDialog } from './customer-address-dialog';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerOrdersTable } from './customer-orders-table';

type AddressEditing = { address?: CustomerAddress } | null;

/** /admin/customers/{id} (issue 23 §4): contact card, fiscal data, figures, addresses and orders. */
export function CustomerDetailScreen({ customerId }: { customerId: number }) {
  const t = useTranslations('AdminCustomers');
  const query = useAdminCustomer(customerId);
  const [editing, setEditing] = useState(false);
  const [addressEditing, setAddressEditing] = useState<AddressEditing>(null);
  const [addressDeleting, setAddressDeleting] = useState<CustomerAddress | null>(null);
  const removeAddress = useDeleteAdminCustomerAddress(customerId);
  const notify = useNotification();
  const customer = query.data;

  const onDeleteAddress = () => {
    if (!addressDeleting) return;
    removeAddress.mutate(addressDeleting.id, {
      onSuccess: () => {
        notify.success(t('detail.addressDeleted'));
        setAddressDeleting(null);
      },
      onError: (error) => notify.error(t('detail.addressDeleteError', { message: errorMessage(error) })),
    });
  };
  const notFound = query.error instanceof ApiClientError && query.error.status === 404;

  return (
    <div className="space-y-4">
      <Link href="/admin/customers" className={linkClasses}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('backToList')}
      </Link>
      <AdminPage
        title={customer?.name ?? t('detail.title')}
        isLoading={query.isPending}
        error={query.isError ? (notFound ? t('detail.notFound') : t('detail.loadError')) : undefined}
        onRetry={notFound ? undefined : () => void query.refetch()}
        actions={
          customer ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('detail.edit')}
            </Button>
          ) : undefined
        }
      >
        {customer ? (
          <div className="space-y-6">
            <div className="grid gap-4 lg:grid-cols-3">
              <ContactCard customer={customer} />
              <FiscalCard customer={customer} />
              <FiguresCard customer={customer} />
            </div>
            <section aria-labelledby="customer-addresses" className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="customer-addresses" className="text-lg font-semibold">
                  {t('detail.addresses')}
                </h2>
                <Button variant="outline" size="sm" onClick={() => setAddressEditing({})}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('detail.addAddress')}
                </Button>
              </div>
              {customer.addresses.length === 0 ? (
                <p className="text-muted-foreground">{t('detail.noAddresses')}</p>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {customer.addresses.map((address) => (
                    <li key={address.id}>
                      <Card className="flex h-full flex-col gap-3 p-4">
                        <div className="flex items-start justify-between gap-2">
                          <AddressSummary address={address} />
                          {address.isDefault ? <Badge variant="primary">{t('detail.default')}</Badge> : null}
                        </div>
                        <div className="mt-auto flex flex-wrap gap-2">
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setAddressEditing({ address })}
                            aria-label={t('detail.editAddressNamed', { name: address.recipientName })}
                          >
                            <Pencil aria-hidden="true" className="size-4" />
                            {t('detail.edit')}
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setAddressDeleting(address)}
                            aria-label={t('detail.deleteAddressNamed', { name: address.recipientName })}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                            {t('detail.delete')}
                          </Button>
                        </div>
                      </Card>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="customer-orders" className="space-y-3">
              <h2 id="customer-orders" className="text-lg font-semibold">
                {t('detail.orders')}
              </h2>
              <CustomerOrdersTable orders={customer.orders} />
              {customer.ordersCount > customer.orders.length ? (
                <p className="text-sm text-muted-foreground">{t('detail.ordersLimited', { count: customer.orders.length })}</p>
              ) : null}
            </section>
          </div>
        ) : null}
      </AdminPage>
      {editing && customer ? <CustomerFormDialog customer={customer} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={addressDeleting !== null}
        onOpenChange={(open) => (open ? undefined : setAddressDeleting(null))}
        description={
          addressDeleting ? t('detail.deleteAddressConfirm', { name: addressDeleting.recipientName, street: addressDeleting.street }) : ''
        }
        onConfirm={onDeleteAddress}
        isPending={removeAddress.isPending}
      />
      {addressEditing && customer ? (
        <CustomerAddressDialog
          customerId={customer.id}
          address={addressEditing.address}
          defaultRecipient={customer.fullName ?? customer.name}
          defaultPhone={customer.phone}
          isFirst={customer.addresses.length === 0}
          onClose={() => setAddressEditing(null)}
        />
      ) : null}
    </div>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function ContactCard({ customer }: { customer: AdminCustomer }) {
  const t = useTranslations('AdminCustomers');
  const locale = useLocale();
  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold">{t('detail.contact')}</h2>
      <dl className="space-y-3">
        <InfoRow label={t('detail.phone')}>{customer.phone ? <PhoneLinks phone={customer.phone} /> : t('noPhone')}</InfoRow>
        <InfoRow label={t('detail.email')}>
          {customer.email ? (
            <a href={`mailto:${customer.email}`} className={linkClasses}>
              {customer.email}
            </a>
          ) : (
            t('noEmail')
          )}
        </InfoRow>
        <InfoRow label={t('detail.since')}>{formatDate(customer.createdAt, locale)}</InfoRow>
        <InfoRow label={t('detail.lastLogin')}>
          {customer.lastLoginAt ? formatDate(customer.lastLoginAt, locale) : t('detail.neverSignedIn')}
        </InfoRow>
      </dl>
      {!customer.dataPolicyAccepted ? <p className="text-sm text-muted-foreground">{t('detail.policyPending')}</p> : null}
    </Card>
  );
}

function FiscalCard({ customer }: { customer: AdminCustomer }) {
  const t = useTranslations('AdminCustomers');
  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold">{t('detail.fiscal')}</h2>
      <dl className="space-y-3">
        <InfoRow label={t('detail.document')}>
          {customer.documentNumber ? `${customer.documentType ?? ''} ${customer.documentNumber}`.trim() : '—'}
        </InfoRow>
        {customer.isBusiness ? (
          <>
            <InfoRow label={t('detail.business')}>{customer.businessName}</InfoRow>
            <InfoRow label={t('detail.businessTaxId')}>{customer.businessTaxId}</InfoRow>
            {customer.invoiceEmail ? <InfoRow label={t('detail.invoiceEmail')}>{customer.invoiceEmail}</InfoRow> : null}
          </>
        ) : (
          <InfoRow label={t('detail.business')}>{t('detail.person')}</InfoRow>
        )}
      </dl>
    </Card>
  );
}

function FiguresCard({ customer }: { customer: AdminCustomer }) {
  const t = useTranslations('AdminCustomers');
  const locale = useLocale();
  return (
    <Card className="space-y-3 p-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        <InfoRow label={t('detail.ordersCount')}>
          <span className="text-xl font-semibold tabular-nums">{customer.ordersCount}</span>
        </InfoRow>
        <InfoRow label={t('detail.totalSpent')}>
          <span className="text-xl font-semibold tabular-nums">{formatCOP(customer.totalSpent)}</span>
        </InfoRow>
        <InfoRow label={t('detail.lastOrder')}>{customer.lastOrderAt ? formatDate(customer.lastOrderAt, locale) : t('never')}</InfoRow>
      </dl>
      <p className="text-xs text-muted-foreground">{t('detail.totalSpentHint')}</p>
    </Card>
  );
}

'use client';

import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client/admin';
import { useCreateStaffOrder, useOrderCustomer, useStaffOrderQuote } from '@/lib/api-client/admin-new-order';
import { ApiClientError } from '@/lib/api-client/client';
import { newIdempotencyKey } from '@/lib/api-client/idempotency-key';
import { usePaymentMethods } from '@/lib/api-client/payment-methods';
import type { RequestableDeliveryOption } from '@/lib/domain/delivery-options';
import { formatCOP } from '@/lib/domain/money';
import { useRouter } from '@/lib/i18n/navigation';
import { useStaffCan } from '@/lib/session/admin-session';
import type { StaffOrderInput, StaffOrderSource } from '@/lib/validation/admin/staff-orders';
import { staffOrderSources } from '@/lib/validation/admin/staff-orders';
import { AdminPage } from '../admin-page';
import { type AddressChoice, AddressSection, DeliverySection, emptyAddress } from './address-delivery';
import { type CustomerChoice, CustomerPicker } from './customer-picker';
import { type DraftLine, OrderLines } from './order-lines';
import { type SharedCartStart, SharedCartStartField } from './shared-cart-start';

export type { SharedCartStart };

/**
 * Lines from any list of {variantId, quantity}: a customer's previous order, or a shared cart
 * (`initialItems`, read by the page from `?carrito=`). Duplicates add up.
 */
export function prefillLines(items: readonly { variantId: number; quantity: number }[]): DraftLine[] {
  const merged = new Map<number, DraftLine>();
  for (const { variantId, quantity } of items) {
    const line = merged.get(variantId);
    merged.set(variantId, { variantId, quantity: (line?.quantity ?? 0) + quantity });
  }
  return [...merged.values()];
}

type Errors = Record<string, string[] | undefined>;

/**
 * /admin/orders/new 'Nuevo pedido' (issue 23 §2, docs/staff-orders.md): one column on a phone,
 * two on a desk. Where it came from, who it is for, what (priced live by the server: tiers, stock),
 * where it goes and how (the delivery rules' fee), and — at the counter — paid on the spot.
 */
export function NewOrderScreen({
  initialItems = [],
  sharedCart = null,
}: {
  initialItems?: readonly { variantId: number; quantity: number }[];
  sharedCart?: SharedCartStart | null;
}) {
  const t = useTranslations('Admin.newOrder');
  const sources = useTranslations('Admin.orderSources');
  const router = useRouter();
  const canOverride = useStaffCan('overrideOrderPrices');
  const [source, setSource] = useState<StaffOrderSource>('whatsapp');
  const [customer, setCustomer] = useState<CustomerChoice>({ kind: 'none' });
  const [lines, setLines] = useState<DraftLine[]>(() => prefillLines(initialItems));
  const [address, setAddress] = useState<AddressChoice | null>(null);
  const [deliveryOption, setDeliveryOption] = useState<RequestableDeliveryOption | null>(null);
  const [notes, setNotes] = useState('');
  const [paidNow, setPaidNow] = useState(false);
  // A counter sale is taken from the counter unless staff say it is to be delivered.
  const [fromCounter, setFromCounter] = useState(true);
  const takenHere = source === 'counter' && fromCounter;
  const [paymentMethodId, setPaymentMethodId] = useState<number | null>(null);
  const [amountReceived, setAmountReceived] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const customerId = customer.kind === 'existing' ? customer.id : null;
  const context = useOrderCustomer(customerId);
  // A new customer, or one without addresses, types the address here.
  // The same choice object from render to render, so the quote below asks again only on a change.
  const chosenAddress = useMemo((): AddressChoice | null => {
    // Taken from the counter: no address at all (the order keeps the store's).
    if (takenHere) return null;
    if (address) return address;
    const savedDefault = context.data?.addresses.find((a) => a.isDefault) ?? context.data?.addresses[0];
    if (customer.kind === 'new' || (context.data && !savedDefault)) {
      return { kind: 'new', address: emptyAddress(customer.kind === 'new' ? customer.name : (context.data?.customer.name ?? '')) };
    }
    return savedDefault ? { kind: 'saved', id: savedDefault.id } : null;
  }, [takenHere, address, customer, context.data]);

  const quoteInput = useMemo(
    () => ({
      items: lines.map(({ variantId, quantity }) => ({ variantId, quantity })),
      ...(chosenAddress?.kind === 'saved' && customerId !== null ? { customerId, shippingAddressId: chosenAddress.id } : {}),
      ...(chosenAddress?.kind === 'new' && chosenAddress.address.city.trim() && chosenAddress.address.state.trim()
        ? { destination: { city: chosenAddress.address.city.trim(), state: chosenAddress.address.state.trim() } }
        : {}),
    }),
    [lines, chosenAddress, customerId],
  );
  const quote = useStaffOrderQuote(quoteInput);
  const payments = usePaymentMethods();
  const create = useCreateStaffOrder();

  const subtotal = lines.reduce((sum, line) => {
    const q = quote.data?.lines.find((l) => l.variantId === line.variantId);
    return sum + (line.unitPrice ?? q?.unitPrice ?? 0) * line.quantity;
  }, 0);
  const delivery = takenHere ? null : (quote.data?.delivery ?? null);
  const option = delivery?.options.find((o) => o.option === (deliveryOption ?? delivery.defaultOption));
  const total = subtotal + (option?.fee ?? 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const input = {
      source,
      ...(customer.kind === 'existing' ? { customerId: customer.id } : {}),
      ...(customer.kind === 'new' ? { newCustomer: { name: customer.name, phone: customer.phone, email: customer.email || null } } : {}),
      ...(chosenAddress?.kind === 'saved' ? { shippingAddressId: chosenAddress.id } : {}),
      ...(chosenAddress?.kind === 'new'
        ? {
            newAddress: {
              ...chosenAddress.address,
              phone: chosenAddress.address.phone || (customer.kind === 'new' ? customer.phone : undefined) || undefined,
            },
          }
        : {}),
      items: lines.map((line) => (line.unitPrice === undefined ? { variantId: line.variantId, quantity: line.quantity } : line)),
      ...(takenHere
        ? { deliveryOption: 'pickup' }
        : (deliveryOption ?? (option && option.option !== 'to_confirm'))
          ? { deliveryOption: (deliveryOption ?? option!.option) as RequestableDeliveryOption }
          : {}),
      deliveryNotes: notes || null,
      ...(source === 'counter' && paidNow ? { payment: { paymentMethodId, amountReceived: Number(amountReceived) } } : {}),
    } as unknown as StaffOrderInput;
    create.mutate(
      { input, idempotencyKey },
      {
        onSuccess: (result) => router.push(`/admin/orders/${result.order.id}`),
        onError: (error) => {
          if (error instanceof ApiClientError && error.fields) setErrors(error.fields);
          setFailure(errorMessage(error));
          // A refused attempt may be corrected and sent again as a new request.
          setIdempotencyKey(newIdempotencyKey());
        },
      },
    );
  };

  return (
    <AdminPage title={t('title')} description={t('description')}>
      <form onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" noValidate>
        <div className="min-w-0 space-y-6">
          <Section title={t('sourceTitle')}>
            <div role="radiogroup" aria-label={t('sourceTitle')} className="flex flex-wrap gap-2">
              {staffOrderSources.map((value) => (
                <label key={value} className="flex items-center gap-2 rounded-card border border-border px-3 py-2">
                  <input type="radio" name="source" value={value} checked={source === value} onChange={() => setSource(value)} />
                  {sources(value)}
                </label>
              ))}
            </div>
          </Section>
          <Section title={t('customerTitle')}>
            <CustomerPicker
              value={customer}
              onChange={(value) => {
                setCustomer(value);
                setAddress(null);
              }}
              errors={errors}
            />
            {context.data?.recentOrders.length ? (
              <div className="space-y-1">
                <p className="text-sm font-medium">{t('copyTitle')}</p>
                <div className="flex flex-wrap gap-2">
                  {context.data.recentOrders.map((o) => (
                    <Button
                      key={o.id}
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => setLines(prefillLines(o.items))}
                      disabled={o.items.length === 0}
                    >
                      {t('copyOrder', { id: o.id, total: formatCOP(o.total) })}
                    </Button>
                  ))}
                </div>
              </div>
            ) : null}
          </Section>
          <Section title={t('linesTitle')}>
            <SharedCartStartField start={sharedCart} onLoad={(items) => setLines(prefillLines(items))} />
            <OrderLines lines={lines} onChange={setLines} quote={quote.data} canOverride={canOverride} errors={errors} />
          </Section>
          {customer.kind !== 'none' && !takenHere ? (
            <Section title={t('addressTitle')}>
              <AddressSection
                saved={context.data?.addresses ?? []}
                value={chosenAddress ?? { kind: 'saved', id: 0 }}
                onChange={setAddress}
                errors={errors}
              />
            </Section>
          ) : null}
          <Section title={t('deliveryTitle')}>
            {source === 'counter' ? (
              <Checkbox label={t('delivery.counterPickup')} checked={fromCounter} onChange={(e) => setFromCounter(e.target.checked)} />
            ) : null}
            {takenHere ? (
              <p className="text-sm text-muted-foreground">{t('delivery.counterPickupHint')}</p>
            ) : (
              <DeliverySection
                delivery={delivery}
                value={deliveryOption}
                onChange={setDeliveryOption}
                error={errors.deliveryOption?.[0] ?? errors.cashOnDelivery?.[0]}
              />
            )}
            <Field label={t('notes')} error={errors.deliveryNotes?.[0]}>
              <Textarea rows={2} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
            </Field>
          </Section>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <Section title={t('summaryTitle')}>
            <dl className="space-y-1 text-sm tabular-nums">
              <Row label={t('subtotal')} value={formatCOP(subtotal)} />
              <Row
                label={t('shipping')}
                value={
                  takenHere
                    ? t('delivery.free')
                    : option
                      ? option.fee === null
                        ? t('delivery.toConfirm')
                        : option.fee === 0
                          ? t('delivery.free')
                          : formatCOP(option.fee)
                      : '—'
                }
              />
              <Row label={t('total')} value={<strong data-testid="new-order-total">{formatCOP(total)}</strong>} />
            </dl>
            {source === 'counter' ? (
              <div className="space-y-3">
                <Checkbox label={t('paidNow')} checked={paidNow} onChange={(e) => setPaidNow(e.target.checked)} />
                {paidNow ? (
                  <>
                    <Field label={t('paymentMethod')} error={errors['payment.paymentMethodId']?.[0]}>
                      <Select
                        value={paymentMethodId ?? ''}
                        onChange={(e) => setPaymentMethodId(e.target.value ? Number(e.target.value) : null)}
                      >
                        <option value="">{t('cash')}</option>
                        {(payments.data ?? []).map((m) => (
                          <option key={m.id} value={m.id}>
                            {m.name}
                          </option>
                        ))}
                      </Select>
                    </Field>
                    <Field label={t('amountReceived')} error={errors['payment.amountReceived']?.[0] ?? errors.payment?.[0]}>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        value={amountReceived}
                        placeholder={String(total)}
                        onChange={(e) => setAmountReceived(e.target.value)}
                      />
                    </Field>
                  </>
                ) : null}
              </div>
            ) : null}
            {failure ? (
              <p role="alert" className="text-sm text-danger">
                {failure}
              </p>
            ) : null}
            <Button type="submit" className="w-full" loading={create.isPending} disabled={lines.length === 0 || customer.kind === 'none'}>
              {t('submit')}
            </Button>
          </Section>
        </aside>
      </form>
    </AdminPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-card bg-surface p-3 shadow-card sm:p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-2">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CustomerAddress } from '@/lib/contracts/account';
import type { StaffOrderQuote } from '@/lib/data/admin/new-order';
import type { RequestableDeliveryOption } from '@/lib/domain/delivery-options';
import { formatCOP } from '@/lib/domain/money';

export type NewAddressDraft = { recipientName: string; street: string; city: string; state: string; details: string; phone: string };
export type AddressChoice = { kind: 'saved'; id: number } | { kind: 'new'; address: NewAddressDraft };

export const emptyAddress = (recipientName = '', phone = ''): NewAddressDraft => ({
  recipientName,
  street: '',
  // The store is in Cúcuta: most orders stay there (staff change it for the rest).
  city: 'Cúcuta',
  state: 'Norte de Santander',
  details: '',
  phone,
});

type AddressProps = {
  saved: CustomerAddress[];
  value: AddressChoice;
  onChange: (value: AddressChoice) => void;
  errors: Record<string, string[] | undefined>;
};

/** One of the customer's addresses, or a new one typed here (saved to the customer's addresses with the order). */
export function AddressSection({ saved, value, onChange, errors }: AddressProps) {
  const t = useTranslations('Admin.newOrder.address');
  return (
    <div className="space-y-3">
      {saved.length ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('saved')}</legend>
          {saved.map((a) => (
            <label key={a.id} className="flex items-start gap-2 rounded-card border border-border p-3">
              <input
                type="radio"
                name="address"
                className="mt-1"
                checked={value.kind === 'saved' && value.id === a.id}
                onChange={() => onChange({ kind: 'saved', id: a.id })}
              />
              <span className="text-sm">
                <span className="block font-medium">{a.recipientName}</span>
                {a.street}, {a.city}, {a.state}
              </span>
            </label>
          ))}
          <label className="flex items-center gap-2 rounded-card border border-border p-3">
            <input
              type="radio"
              name="address"
              checked={value.kind === 'new'}
              onChange={() => onChange({ kind: 'new', address: emptyAddress() })}
            />
            <span className="text-sm font-medium">{t('new')}</span>
          </label>
        </fieldset>
      ) : null}
      {value.kind === 'new' ? (
        <AddressFields value={value.address} onChange={(address) => onChange({ kind: 'new', address })} errors={errors} />
      ) : null}
      {errors.shippingAddressId?.[0] ? (
        <p role="alert" className="text-sm text-danger">
          {errors.shippingAddressId[0]}
        </p>
      ) : null}
    </div>
  );
}

function AddressFields({
  value,
  onChange,
  errors,
}: {
  value: NewAddressDraft;
  onChange: (v: NewAddressDraft) => void;
  errors: Record<string, string[] | undefined>;
}) {
  const t = useTranslations('Admin.newOrder.address');
  const field = (name: keyof NewAddressDraft) => ({
    value: value[name],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [name]: e.target.value }),
  });
  const error = (name: string) => errors[`newAddress.${name}`]?.[0];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={t('recipientName')} required error={error('recipientName')}>
        <Input autoComplete="off" maxLength={120} {...field('recipientName')} />
      </Field>
      <Field label={t('phone')} error={error('phone')}>
        <Input type="tel" inputMode="tel" autoComplete="off" {...field('phone')} />
      </Field>
      <Field label={t('street')} required error={error('street')} className="sm:col-span-2">
        <Input autoComplete="off" maxLength={200} {...field('street')} />
      </Field>
      <Field label={t('city')} required error={error('city')}>
        <Input autoComplete="off" maxLength={100} {...field('city')} />
      </Field>
      <Field label={t('state')} required error={error('state')}>
        <Input autoComplete="off" maxLength={100} {...field('state')} />
      </Field>
      <Field label={t('details')} error={error('details')} className="sm:col-span-2">
        <Input autoComplete="off" maxLength={300} {...field('details')} />
      </Field>
    </div>
  );
}

type DeliveryProps = {
  delivery: StaffOrderQuote['delivery'] | undefined;
  value: RequestableDeliveryOption | null;
  onChange: (value: RequestableDeliveryOption) => void;
  error?: string;
};

/** The options the delivery rules give the address, each with its fee ('Gratis', 'Por confirmar'). */
export function DeliverySection({ delivery, value, onChange, error }: DeliveryProps) {
  const t = useTranslations('Admin.newOrder.delivery');
  if (!delivery) return <p className="text-sm text-muted-foreground">{t('needAddress')}</p>;
  const chosen = value ?? (delivery.defaultOption === 'to_confirm' ? null : delivery.defaultOption);
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{t('legend')}</legend>
      {delivery.options.map((o) => {
        const requestable = o.option !== 'to_confirm';
        return (
          <label key={o.option} className="flex items-start gap-2 rounded-card border border-border p-3">
            <input
              type="radio"
              name="delivery"
              className="mt-1"
              disabled={!o.selectable || !requestable}
              checked={chosen === o.option}
              onChange={() => requestable && onChange(o.option as RequestableDeliveryOption)}
            />
            <span className="text-sm">
              <span className="block font-medium">
                {t(`options.${o.option}`)}: {o.fee === null ? t('toConfirm') : o.fee === 0 ? t('free') : formatCOP(o.fee)}
              </span>
              {o.ruleName ? <span className="text-muted-foreground">{o.ruleName}</span> : null}
            </span>
          </label>
        );
      })}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { AddressSummary } from '@/components/account/address-summary';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { CustomerAddress } from '@/lib/contracts/account';

type Props = {
  addresses: CustomerAddress[];
  value: number | null;
  onChange: (id: number) => void;
};

/** One delivery address to choose (native radios: arrow keys and screen readers for free). */
export function AddressRadioList({ addresses, value, onChange }: Props) {
  const t = useTranslations('Checkout');
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{t('addressLegend')}</legend>
      {addresses.map((address) => {
        const checked = address.id === value;
        return (
          <label
            key={address.id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-control border p-3 transition-colors',
              checked ? 'border-primary bg-primary-soft ring-1 ring-primary' : 'border-border hover:border-input',
            )}
          >
            <input
              type="radio"
              name="shippingAddressId"
              value={address.id}
              checked={checked}
              onChange={() => onChange(address.id)}
              className="mt-1 size-5 shrink-0 accent-primary"
            />
            <span className="min-w-0 flex-1">
              <AddressSummary address={address} />
              {address.isDefault ? (
                <Badge variant="primary" className="mt-1">
                  {t('defaultAddress')}
                </Badge>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

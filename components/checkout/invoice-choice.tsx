'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { InvoiceTarget } from '@/lib/domain/billing';
import type { CustomerProfile } from '@/lib/contracts/account';

type Props = { profile: CustomerProfile | null | undefined; value: InvoiceTarget; onChange: (value: InvoiceTarget) => void };

/**
 * Issue 26 §2: a business customer chooses whom the order is invoiced to, the person or the
 * business (its name and NIT from 'Mis Datos'). Nothing to choose for a person: not shown.
 */
export function InvoiceChoice({ profile, value, onChange }: Props) {
  const t = useTranslations('Fiscal');
  if (!profile?.isBusiness || !profile.businessName || !profile.businessTaxId) return null;
  const options: { value: InvoiceTarget; label: string; detail: string }[] = [
    { value: 'business', label: t('toBusiness'), detail: `${profile.businessName} · NIT ${profile.businessTaxId}` },
    { value: 'person', label: t('toPerson'), detail: profile.fullName },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{t('invoiceTo')}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-control border p-3 text-sm transition-colors',
            value === option.value ? 'border-primary bg-primary-soft ring-1 ring-primary' : 'border-border hover:border-input',
          )}
        >
          <input
            type="radio"
            name="invoiceTo"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          <span className="min-w-0">
            <span className="block font-medium">{option.label}</span>
            <span className="block break-words text-muted-foreground">{option.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

'use client';

import { useState } from 'react';
import { Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSaveAddress } from '@/lib/api-client/customer';
import type { CustomerAddress } from '@/lib/contracts/account';
import { phoneField } from '@/lib/validation/address';
import { MAX_DELIVERY_NOTES } from '@/lib/validation/order';

/**
 * The checkout's questions after the address (issue 21): the recipient's phone when the chosen
 * address was saved without one (it is saved to the address before the order is placed), and
 * the optional delivery instructions.
 */
export function useDeliveryDetails(address: CustomerAddress | undefined) {
  const tv = useTranslations('Account.validation');
  const save = useSaveAddress();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const needsPhone = Boolean(address && !address.phone);

  /** Saves the missing phone to the address; false (with the field's error) when it cannot. */
  async function ensurePhone(onSaveError: (message: string) => void): Promise<boolean> {
    if (!address || address.phone) return true;
    const parsed = phoneField({ phoneRequired: tv('recipientPhoneRequired'), phone: tv('recipientPhone') }).safeParse(phone);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? tv('recipientPhone'));
      return false;
    }
    setPhoneError(null);
    const { recipientName, street, city, state, postalCode, details } = address;
    try {
      await save.mutateAsync({ id: address.id, input: { recipientName, street, city, state, postalCode, details, phone: parsed.data } });
      return true;
    } catch (error) {
      onSaveError(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  return {
    needsPhone,
    phone,
    setPhone,
    phoneError,
    notes,
    setNotes,
    ensurePhone,
    isSaving: save.isPending,
    /** What the order carries: blank means none. */
    deliveryNotes: notes.trim() || null,
  };
}

type Details = ReturnType<typeof useDeliveryDetails>;

export function DeliveryDetailsFields({ details }: { details: Details }) {
  const t = useTranslations('Checkout');
  const tForm = useTranslations('Account.addressForm');
  return (
    <div className="space-y-4">
      {details.needsPhone ? (
        <div className="space-y-2 rounded-control border border-warning/40 bg-warning-soft p-3">
          <p className="flex items-center gap-2 font-semibold">
            <Phone aria-hidden="true" className="size-4" />
            {t('phoneNeededTitle')}
          </p>
          <p className="text-sm">{t('phoneNeededText')}</p>
          <Field label={tForm('phone')} hint={tForm('phoneHint')} error={details.phoneError ?? undefined} required>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              value={details.phone}
              onChange={(event) => details.setPhone(event.target.value)}
            />
          </Field>
        </div>
      ) : null}
      <Field
        label={t('deliveryNotes')}
        hint={t('deliveryNotesHint', { max: MAX_DELIVERY_NOTES })}
        error={details.notes.length > MAX_DELIVERY_NOTES ? t('deliveryNotesTooLong', { max: MAX_DELIVERY_NOTES }) : undefined}
      >
        <Textarea
          rows={3}
          maxLength={MAX_DELIVERY_NOTES}
          value={details.notes}
          onChange={(event) => details.setNotes(event.target.value)}
        />
      </Field>
    </div>
  );
}

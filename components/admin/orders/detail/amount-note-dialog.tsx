'use client';

import { type ReactNode, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiClientError } from '@/lib/api-client/client';
import { parsePesos } from '@/lib/domain/parse-pesos';
import { MAX_REASON_LENGTH } from '@/lib/validation/admin/orders';
import { FormDialog } from '../../form-dialog';

export type AmountNoteDialogProps = {
  title: ReactNode;
  description: ReactNode;
  /** The request's JSON field names, to show the server's field errors next to their inputs. */
  fields: { amount: string; note: string };
  amountLabel: ReactNode;
  amountHint: ReactNode;
  noteLabel: ReactNode;
  noteHint: ReactNode;
  noteRequired?: boolean;
  initialAmount: string;
  /** A line under the amount that follows what is typed (the new total, a difference). */
  preview: (pesos: number | null) => ReactNode;
  submitLabel: ReactNode;
  isPending: boolean;
  /** Resolves true when saved (the dialog closes); a field error stays next to its input. */
  onSubmit: (amount: string, note: string) => Promise<unknown>;
  onClose: () => void;
};

/** An amount in pesos and a note: staff's cash payment and delivery-fee dialogs. */
export function AmountNoteDialog(props: AmountNoteDialogProps) {
  const [amount, setAmount] = useState(props.initialAmount);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const parsed = parsePesos(amount);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await props.onSubmit(amount, note);
      props.onClose();
    } catch (error) {
      if (error instanceof ApiClientError && error.fields) {
        setErrors({
          amount: error.fields[props.fields.amount]?.[0] ?? '',
          note: error.fields[props.fields.note]?.[0] ?? '',
        });
      }
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.title}
      description={props.description}
      onSubmit={submit}
      isPending={props.isPending}
      submitLabel={props.submitLabel}
    >
      <Field label={props.amountLabel} hint={props.amountHint} error={errors.amount || undefined} required>
        <Input
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setErrors((current) => ({ ...current, amount: '' }));
          }}
        />
      </Field>
      <p className="text-sm font-medium" aria-live="polite">
        {props.preview(parsed.ok ? parsed.value : null)}
      </p>
      <Field label={props.noteLabel} hint={props.noteHint} error={errors.note || undefined} required={props.noteRequired}>
        <Textarea
          value={note}
          maxLength={MAX_REASON_LENGTH}
          rows={3}
          onChange={(e) => {
            setNote(e.target.value);
            setErrors((current) => ({ ...current, note: '' }));
          }}
        />
      </Field>
    </FormDialog>
  );
}

'use client';

import { type FormEvent, useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useAddOrderNote } from '@/lib/api-client/admin-orders';
import { MAX_NOTE_LENGTH } from '@/lib/validation/admin/orders';
import { actionErrorText } from '../action-error';

/** Issue 25 §3: an internal note (staff only; the customer never sees it), added to the history. */
export function OrderNoteForm({ orderId }: { orderId: number }) {
  const t = useTranslations('AdminOrders.notes');
  const notify = useNotification();
  const add = useAddOrderNote(orderId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('required'));
      return;
    }
    setError(null);
    add.mutate(note.trim(), {
      onSuccess: () => {
        setNote('');
        notify.success(t('added'));
      },
      onError: (failure) => notify.error(actionErrorText(t('error'), failure)),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-border pt-3" noValidate>
      <Field label={t('label')} hint={t('hint', { count: note.length, max: MAX_NOTE_LENGTH })} error={error ?? undefined}>
        <Textarea value={note} maxLength={MAX_NOTE_LENGTH} rows={3} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" size="sm" loading={add.isPending} busyLabel={t('saving')}>
        <MessageSquarePlus aria-hidden="true" className="size-4" />
        {t('submit')}
      </Button>
    </form>
  );
}

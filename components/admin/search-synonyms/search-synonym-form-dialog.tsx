'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useFieldMessage } from '@/components/ui/field-message';
import { useNotification } from '@/components/notifications/notification-provider';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client/admin';
import { useSaveAdminSearchSynonym } from '@/lib/api-client/admin-search-synonyms';
import { ApiClientError } from '@/lib/api-client/client';
import type { AdminSearchSynonym } from '@/lib/data/admin/search-synonyms';
import { searchSynonymInput, splitSynonymTerms } from '@/lib/validation/admin/search-synonyms';
import { FormDialog } from '../form-dialog';

type Values = { terms: string };

/** Every message about the members (`terms` and `terms.<n>`), for the one text box that holds them. */
function termsMessage(fields: Record<string, string[] | undefined> | undefined): string | null {
  const messages = Object.entries(fields ?? {})
    .filter(([key]) => key === 'terms' || key.startsWith('terms.'))
    .flatMap(([, list]) => list ?? []);
  return messages.length ? [...new Set(messages)].join(' ') : null;
}

/**
 * One group of equivalent words or phrases, typed in one box separated by commas
 * ('pitillo, pajilla, sorbete'); checked with the API's own schema before it is sent.
 */
export function SearchSynonymFormDialog({ synonym, onClose }: { synonym?: AdminSearchSynonym; onClose: () => void }) {
  const t = useTranslations('AdminSearchSynonyms');
  const notify = useNotification();
  const say = useFieldMessage();
  const save = useSaveAdminSearchSynonym();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { terms: synonym?.terms.join(', ') ?? '' } });

  const onSubmit = handleSubmit(({ terms }) => {
    const parsed = searchSynonymInput.safeParse({ terms: splitSynonymTerms(terms) });
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fields[issue.path.join('.') || 'terms'] ??= []).push(say(issue.message) ?? '');
      setError('terms', { type: 'validate', message: termsMessage(fields) ?? '' }, { shouldFocus: true });
      return;
    }
    save.mutate(
      { id: synonym?.id, input: parsed.data },
      {
        onSuccess: () => {
          notify.success(synonym ? t('updated') : t('created'));
          onClose();
        },
        onError: (error) => {
          notify.error(t('saveError', { message: errorMessage(error) }));
          const message = error instanceof ApiClientError ? termsMessage(error.fields) : null;
          if (message) setError('terms', { type: 'server', message }, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={synonym ? t('editTitle') : t('createTitle')}
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <Field label={t('fields.terms')} error={errors.terms?.message} hint={t('fields.termsHint')} required>
        <Input autoComplete="off" autoCapitalize="none" placeholder={t('fields.termsPlaceholder')} {...register('terms')} />
      </Field>
    </FormDialog>
  );
}

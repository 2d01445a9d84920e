'use client';

import { useMemo } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiClientError } from '@/lib/api-client/client';
import { useSendContactMessage } from '@/lib/api-client/contact';
import type { ContactMessages, contactSchema } from '@/lib/validation/contact';

const FIELDS = ['nombre', 'email', 'asunto', 'mensaje'] as const;
type Schema = ReturnType<typeof contactSchema>;
type FormResolver = Resolver<z.input<Schema>, unknown, z.output<Schema>>;

/*
 * zod and the schema (≈ 48 KiB gzipped) load on the first validation, or as soon as the visitor
 * focuses a field, not with the page: most visits to /contacto only read the address and map.
 */
const loadValidation = () => Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validation/contact')]);

function lazyContactResolver(messages: ContactMessages): FormResolver {
  let resolver: FormResolver | null = null;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, { contactSchema: schema }] = await loadValidation();
      resolver = zodResolver(schema(messages));
    }
    return resolver(values, context, options);
  };
}

/**
 * Contact form (spec 1 §2, §4, §5, §8): four required, trimmed fields validated with the
 * schema the API uses; idle → sending → sent | error. A hidden honeypot catches bots.
 */
export function ContactForm() {
  const t = useTranslations('Contact');
  const notify = useNotification();
  const resolver = useMemo(
    () => lazyContactResolver({ required: t('validation.required'), email: t('validation.email'), tooLong: t('validation.tooLong') }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: { nombre: '', email: '', asunto: '', mensaje: '', website: '' },
    // The first invalid field gets focus on submit.
    shouldFocusError: true,
  });
  const mutation = useSendContactMessage();

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        reset();
        notify.success(t('success'));
      },
      onError: (error) => {
        notify.error(t('error'));
        // A 400 names the fields the server rejected: show them where they belong.
        if (error instanceof ApiClientError && error.fields) {
          const invalid = FIELDS.filter((name) => error.fields?.[name]?.length);
          invalid.forEach((name, i) => setError(name, { type: 'server', message: error.fields![name][0] }, { shouldFocus: i === 0 }));
        }
      },
    }),
  );

  const field = (name: (typeof FIELDS)[number]) => ({ label: t(`fields.${name}`), error: errors[name]?.message, required: true });

  return (
    <form onSubmit={onSubmit} onFocus={() => void loadValidation()} noValidate aria-labelledby="contact-form-title" className="space-y-5">
      <div>
        <h2 id="contact-form-title" className="text-xl font-semibold">
          {t('formTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('requiredNote')}</p>
      </div>

      <div role="status" aria-live="polite">
        {mutation.isSuccess ? (
          <p className="flex items-start gap-2 rounded-control border border-success/40 bg-success-soft p-3 font-medium text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t('success')}
          </p>
        ) : mutation.isError ? (
          <p className="flex items-start gap-2 rounded-control border border-danger/40 bg-danger-soft p-3 font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t('error')}
          </p>
        ) : null}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field('nombre')} id="contact-nombre">
          <Input autoComplete="name" {...register('nombre')} />
        </Field>
        <Field {...field('email')} id="contact-email">
          <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <Field {...field('asunto')} id="contact-asunto">
        <Input {...register('asunto')} />
      </Field>
      <Field {...field('mensaje')} id="contact-mensaje">
        <Textarea rows={6} {...register('mensaje')} />
      </Field>

      {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <Button type="submit" size="lg" loading={mutation.isPending} busyLabel={t('sending')} className="w-full sm:w-auto">
        {t('submit')}
      </Button>
    </form>
  );
}

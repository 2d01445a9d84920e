'use client';

import { type FormEvent, useRef, useState } from 'react';
import { PageIcon } from '@/components/ui/page-icon';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Link } from '@/lib/i18n/navigation';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiClientError } from '@/lib/api-client/client';
import { useSendContactMessage } from '@/lib/api-client/contact';
import type { ContactMessages } from '@/lib/validation/contact';

const FIELDS = ['nombre', 'email', 'asunto', 'mensaje', 'acceptDataPolicy'] as const;
type FieldName = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

/*
 * zod and the schema (≈ 48 KiB gzipped) load on the first validation, or as soon as the visitor
 * focuses a field, not with the page: most visits to /contacto only read the address and map.
 * Four plain fields need no form library: the form's own values (FormData) are checked against
 * the schema the API uses.
 */
const loadValidation = () => import('@/lib/validation/contact');

async function validate(form: HTMLFormElement, messages: ContactMessages) {
  const { contactFormSchema } = await loadValidation();
  const data = new FormData(form);
  const values: Record<string, unknown> = Object.fromEntries([...FIELDS, 'website'].map((name) => [name, String(data.get(name) ?? '')]));
  values.acceptDataPolicy = data.get('acceptDataPolicy') === 'on';
  const result = contactFormSchema(messages).safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  // The first message of each field, as a form library's resolver reports them.
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as FieldName;
    if (FIELDS.includes(name)) errors[name] ??= issue.message;
  }
  return { values: null, errors };
}

/**
 * Contact form (spec 1 §2, §4, §5, §8): four required, trimmed fields validated with the
 * schema the API uses; idle → sending → sent | error. A hidden honeypot catches bots.
 * Errors show on submit (the first invalid field takes focus) and then follow every change.
 */
export function ContactForm() {
  const t = useTranslations('Contact');
  const notify = useNotification();
  const mutation = useSendContactMessage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  // Validation is asynchronous (the schema loads lazily): only the latest run may set errors.
  const latest = useRef(0);
  const messages: ContactMessages = {
    required: t('validation.required'),
    email: t('validation.email'),
    tooLong: t('validation.tooLong'),
    hiddenCharacters: t('validation.hiddenCharacters'),
    consent: t('validation.consent'),
  };

  async function check(form: HTMLFormElement) {
    const run = ++latest.current;
    const result = await validate(form, messages);
    if (run !== latest.current) return null;
    setErrors(result.errors);
    return result;
  }

  function focusField(form: HTMLFormElement, name: FieldName) {
    (form.elements.namedItem(name) as HTMLElement | null)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    const result = await check(form);
    if (!result) return;
    if (!result.values) {
      const first = FIELDS.find((name) => result.errors[name]);
      if (first) focusField(form, first);
      return;
    }
    mutation.mutate(result.values, {
      onSuccess: () => {
        form.reset();
        submitted.current = false;
        setErrors({});
        notify.success(t('success'));
      },
      onError: (error) => {
        // A 429 says how long to wait, in the page's language (the server words it).
        notify.error(error instanceof ApiClientError && error.status === 429 ? error.message : t('error'));
        // A 400 names the fields the server rejected: show them where they belong.
        if (error instanceof ApiClientError && error.fields) {
          const invalid = FIELDS.filter((name) => error.fields?.[name]?.length);
          setErrors(Object.fromEntries(invalid.map((name) => [name, error.fields![name][0]])));
          if (invalid[0]) focusField(form, invalid[0]);
        }
      },
    });
  }

  const field = (name: Exclude<FieldName, 'acceptDataPolicy'>) => ({ label: t(`fields.${name}`), error: errors[name], required: true });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void loadValidation()}
      onChange={(event) => {
        if (submitted.current) void check(event.currentTarget);
      }}
      noValidate
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <div>
        <h2 id="contact-form-title" className="text-xl font-semibold">
          {t('formTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('requiredNote')}</p>
      </div>

      <div role="status" aria-live="polite">
        {mutation.isSuccess ? (
          <p className="flex items-start gap-2 rounded-control border border-success/40 bg-success-soft p-3 font-medium text-success">
            <PageIcon name="circleCheck" className="mt-0.5 size-5 shrink-0" />
            {t('success')}
          </p>
        ) : mutation.isError ? (
          <p className="flex items-start gap-2 rounded-control border border-danger/40 bg-danger-soft p-3 font-medium text-danger">
            <PageIcon name="circleAlert" className="mt-0.5 size-5 shrink-0" />
            {t('error')}
          </p>
        ) : null}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field('nombre')} id="contact-nombre">
          <Input name="nombre" autoComplete="name" />
        </Field>
        <Field {...field('email')} id="contact-email">
          <Input name="email" type="email" inputMode="email" autoComplete="email" />
        </Field>
      </div>
      <Field {...field('asunto')} id="contact-asunto">
        <Input name="asunto" />
      </Field>
      <Field {...field('mensaje')} id="contact-mensaje">
        <Textarea name="mensaje" rows={6} />
      </Field>

      <div>
        <Checkbox
          id="contact-acceptDataPolicy"
          name="acceptDataPolicy"
          aria-invalid={errors.acceptDataPolicy ? true : undefined}
          aria-describedby={errors.acceptDataPolicy ? 'contact-acceptDataPolicy-error' : undefined}
          label={t.rich('consent', {
            link: (chunks) => (
              <Link href="/privacy-policy" className="font-semibold text-primary underline underline-offset-2" target="_blank">
                {chunks}
              </Link>
            ),
          })}
        />
        {errors.acceptDataPolicy ? (
          <p id="contact-acceptDataPolicy-error" className="mt-1 text-sm font-medium text-danger">
            {errors.acceptDataPolicy}
          </p>
        ) : null}
      </div>

      {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" name="website" />
      </div>

      <Button type="submit" size="lg" loading={mutation.isPending} busyLabel={t('sending')} className="w-full sm:w-auto">
        {t('submit')}
      </Button>
    </form>
  );
}

import 'server-only';
import { createTranslator } from 'use-intl/core';
import { writtenValues } from '@/lib/api-messages';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { EmailLocale } from './layout';

/** The e-mails' words: messages/*.json, namespace Emails, one group per e-mail (plus `common` and `staff`). */
type Emails = (typeof es)['Emails'];
export type EmailGroup = keyof Emails;

const translators = {
  es: createTranslator({ locale: 'es', messages: { Emails: es.Emails }, namespace: 'Emails' }),
  en: createTranslator({ locale: 'en', messages: { Emails: en.Emails }, namespace: 'Emails' }),
};

/**
 * The sentences of one e-mail in `locale`: `emailCopy('en', 'orderShipped')('subject', { id: 1001 })`.
 * E-mails are written by the outbox's worker, outside any request, so they take their language
 * from the customer's stored one rather than from next-intl's request context.
 */
export function emailCopy<G extends EmailGroup>(locale: EmailLocale, group: G) {
  const translate = translators[locale] as unknown as (key: string, values?: Record<string, string | number>) => string;
  return (key: keyof Emails[G] & string, values?: Record<string, string | number>) =>
    translate(`${group}.${key}`, values && writtenValues(values));
}

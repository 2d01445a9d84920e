import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { business } from '@/lib/business';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';

export const LOGIN_CODE_EMAIL_KIND = 'login_code';

/**
 * The same message for new and known e-mails: nothing in it may reveal which is which. The
 * consent paragraph and link come with every e-mail whose address has not accepted the current
 * data policy, a new address as much as an account that never answered (only the mailbox's owner
 * reads it; the API's answer stays the same for everybody).
 */
export function loginCodeEmail(input: {
  to: string;
  code: string;
  locale: EmailLocale;
  validMinutes: number;
  /** The consent page with its signed token (lib/services/consent-link.ts); none once accepted. */
  consentLink?: string | null;
}): OutboxEmail {
  const t = emailCopy(input.locale, 'loginCode');
  const intro = t('intro', { store: business.name, minutes: input.validMinutes });
  const { html, text } = renderEmail({
    locale: input.locale,
    title: t('title'),
    preheader: intro,
    paragraphs: [intro, t('ignore')],
    table: { rows: [[t('label'), input.code]] },
    ...(input.consentLink ? { afterTable: [t('consent')], cta: { label: t('consentLink'), url: input.consentLink } } : {}),
  });
  return { kind: LOGIN_CODE_EMAIL_KIND, to: input.to, subject: t('subject', { code: input.code }), html, text };
}

import 'server-only';
import { business } from '@/lib/business';
import { type EmailLocale, renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';

export const LOGIN_CODE_EMAIL_KIND = 'login_code';

const copy = {
  es: {
    subject: (code: string) => `Tu código de acceso: ${code}`,
    title: 'Tu código para iniciar sesión',
    intro: (minutes: number) =>
      `Usa este código para entrar a tu cuenta en ${business.name}. Vence en ${minutes} minutos y sirve una sola vez.`,
    ignore: 'Si no lo pediste tú, ignora este correo: nadie puede entrar sin el código.',
    label: 'Código',
    consent:
      'Antes de tu primer pedido, la ley colombiana (Ley 1581 de 2012) nos pide tu autorización para tratar tus datos personales. Si la tienda o la aplicación no te la pide, puedes darla aquí:',
    consentLink: 'Acepto la política de tratamiento de datos',
  },
  en: {
    subject: (code: string) => `Your sign-in code: ${code}`,
    title: 'Your sign-in code',
    intro: (minutes: number) =>
      `Use this code to sign in to your ${business.name} account. It expires in ${minutes} minutes and works only once.`,
    ignore: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
    label: 'Code',
    consent:
      'Before your first order, Colombian law (Ley 1581 de 2012) asks for your authorization to process your personal data. If the store or the app does not ask you, you can give it here:',
    consentLink: 'I accept the personal data policy',
  },
} satisfies Record<EmailLocale, unknown>;

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
  const t = copy[input.locale];
  const { html, text } = renderEmail({
    locale: input.locale,
    title: t.title,
    preheader: t.intro(input.validMinutes),
    paragraphs: [t.intro(input.validMinutes), t.ignore],
    table: { rows: [[t.label, input.code]] },
    ...(input.consentLink ? { afterTable: [t.consent], cta: { label: t.consentLink, url: input.consentLink } } : {}),
  });
  return { kind: LOGIN_CODE_EMAIL_KIND, to: input.to, subject: t.subject(input.code), html, text };
}

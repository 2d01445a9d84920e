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
  },
  en: {
    subject: (code: string) => `Your sign-in code: ${code}`,
    title: 'Your sign-in code',
    intro: (minutes: number) =>
      `Use this code to sign in to your ${business.name} account. It expires in ${minutes} minutes and works only once.`,
    ignore: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
    label: 'Code',
  },
} satisfies Record<EmailLocale, unknown>;

/** The same message for new and known e-mails: nothing in it may reveal which is which. */
export function loginCodeEmail(input: { to: string; code: string; locale: EmailLocale; validMinutes: number }): OutboxEmail {
  const t = copy[input.locale];
  const { html, text } = renderEmail({
    locale: input.locale,
    title: t.title,
    preheader: t.intro(input.validMinutes),
    paragraphs: [t.intro(input.validMinutes), t.ignore],
    table: { rows: [[t.label, input.code]] },
  });
  return { kind: LOGIN_CODE_EMAIL_KIND, to: input.to, subject: t.subject(input.code), html, text };
}

import 'server-only';
import { business } from '@/lib/business';
import { siteUrl } from '@/lib/env';
import { emailCopy } from './copy';

export type EmailLocale = 'es' | 'en';

export type EmailContent = {
  locale: EmailLocale;
  title: string;
  /** Inbox preview line, hidden in the body. */
  preheader?: string;
  paragraphs: string[];
  table?: { rows: [string, string][] };
  /** Paragraphs between the table and the button: what the button is about, once the table is read. */
  afterTable?: string[];
  cta?: { label: string; url: string };
};

const color = {
  primary: '#15803d',
  text: '#1f2937',
  muted: '#4b5563',
  border: '#e5e7eb',
  page: '#f3f4f6',
  white: '#ffffff',
};

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Escaped text whose line breaks survive in HTML. */
const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** Links in e-mails must be http(s): a javascript: or data: URL is a bug or an attack. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`Unsafe e-mail link: ${url}`);
  return parsed.toString();
}

/** The branded e-mail: table layout and inline styles (what mail clients render), plus the plain-text twin. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const { locale, title, preheader, paragraphs, table, afterTable = [], cta } = content;
  const ctaUrl = cta ? safeUrl(cta.url) : undefined;
  const t = emailCopy(locale, 'common');
  const copy = { sentBy: t('sentBy'), visit: t('visit') };
  const address = `${business.streetAddress}, ${business.city}, ${business.region}`;
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

  const paragraphsHtml = (list: string[]) =>
    list.map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${color.text};">${multiline(p)}</p>`).join('');
  const paragraphHtml = paragraphsHtml(paragraphs);
  const tableHtml = table?.rows.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 24px;">${table.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px 8px 0;border-bottom:1px solid ${color.border};font-size:14px;color:${color.muted};vertical-align:top;">${multiline(label)}</td>` +
            `<td style="padding:8px 0;border-bottom:1px solid ${color.border};font-size:14px;color:${color.text};font-weight:600;text-align:right;vertical-align:top;">${multiline(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const ctaHtml =
    cta && ctaUrl
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${color.primary};">` +
        `<a href="${escapeHtml(ctaUrl)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:${color.white};text-decoration:none;border-radius:8px;">${escapeHtml(cta.label)}</a>` +
        `</td></tr></table>`
      : '';
  const preheaderHtml = preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeHtml(preheader)}</div>`
    : '';

  const html = `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${color.page};${font}">${preheaderHtml}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${color.page};"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${color.white};border-radius:12px;overflow:hidden;${font}">
<tr><td style="background:${color.primary};padding:20px 32px;font-size:20px;font-weight:700;color:${color.white};">${escapeHtml(business.name)}</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${color.text};">${escapeHtml(title)}</h1>
${paragraphHtml}${tableHtml}${paragraphsHtml(afterTable)}${ctaHtml}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${color.border};font-size:12px;line-height:18px;color:${color.muted};">
${escapeHtml(copy.sentBy)} ${escapeHtml(business.legalName)}<br>${escapeHtml(address)}<br>${escapeHtml(business.phone)} · <a href="mailto:${escapeHtml(business.email)}" style="color:${color.primary};">${escapeHtml(business.email)}</a><br><a href="${escapeHtml(siteUrl())}" style="color:${color.primary};">${escapeHtml(copy.visit)}</a>
</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    title,
    ...paragraphs,
    ...(table?.rows.length ? [table.rows.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...afterTable,
    ...(cta && ctaUrl ? [`${cta.label}: ${ctaUrl}`] : []),
    ['--', `${copy.sentBy} ${business.legalName}`, address, `${business.phone} · ${business.email}`, siteUrl()].join('\n'),
  ].join('\n\n');

  return { html, text };
}

import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { backOfficeUrl } from './links';

export const LOW_STOCK_DIGEST_EMAIL_KIND = 'low_stock_digest';

export type LowStockDigestLine = { sku: string; label: string; stock: number; threshold: number };

/** To each staff member (Spanish: the back office's language), once a day, what fell under its threshold. */
export function lowStockDigestEmail(input: { to: string; staffName: string; lines: LowStockDigestLine[]; total: number }): OutboxEmail {
  const t = emailCopy('es', 'lowStockDigest');
  const subject = t('subject', { count: input.total });
  const more = input.total - input.lines.length;
  const { html, text } = renderEmail({
    locale: 'es',
    title: subject,
    preheader: subject,
    paragraphs: [t('greeting', { name: input.staffName }), t('intro'), ...(more > 0 ? [t('more', { more })] : [])],
    table: { rows: input.lines.map((l) => [`${l.label} (${l.sku})`, t('line', { stock: l.stock, threshold: l.threshold })]) },
    cta: { label: t('cta'), url: backOfficeUrl('/reorder') },
  });
  return { kind: LOW_STOCK_DIGEST_EMAIL_KIND, to: input.to, subject, html, text };
}

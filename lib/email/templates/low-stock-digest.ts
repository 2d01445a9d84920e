import 'server-only';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { backOfficeUrl } from './links';

export const LOW_STOCK_DIGEST_EMAIL_KIND = 'low_stock_digest';

export type LowStockDigestLine = { sku: string; label: string; stock: number; threshold: number };

/** To each staff member (Spanish: the back office's language), once a day, what fell under its threshold. */
export function lowStockDigestEmail(input: { to: string; staffName: string; lines: LowStockDigestLine[]; total: number }): OutboxEmail {
  const subject = `Stock bajo: ${input.total} ${input.total === 1 ? 'variante quedó' : 'variantes quedaron'} en su umbral o por debajo`;
  const more = input.total - input.lines.length;
  const { html, text } = renderEmail({
    locale: 'es',
    title: subject,
    preheader: subject,
    paragraphs: [
      `Hola, ${input.staffName}:`,
      'Desde el último resumen, estas variantes llegaron a su umbral de stock bajo o quedaron por debajo. Cada una aparece una sola vez hasta que vuelva a subir de su umbral.',
      ...(more > 0 ? [`Y ${more} más: míralas todas en «Reponer».`] : []),
    ],
    table: { rows: input.lines.map((l) => [`${l.label} (${l.sku})`, `${l.stock} (umbral ${l.threshold})`]) },
    cta: { label: 'Abrir «Reponer»', url: backOfficeUrl('/reorder') },
  });
  return { kind: LOW_STOCK_DIGEST_EMAIL_KIND, to: input.to, subject, html, text };
}

import 'server-only';
import { type BooksCheckReport, booksTexts, formatBooksSummary, summarizeBooks } from '@/lib/domain/books-check';
import { renderEmail } from '@/lib/email/layout';
import type { OutboxEmail } from '@/lib/email/outbox';
import { backOfficeUrl } from './links';

export const BOOKS_CHECK_EMAIL_KIND = 'books_check';

/**
 * To each ADMIN (Spanish: the back office's language) on a day the books check found something:
 * a row per kind of violation with its count, then its first examples.
 */
export function booksCheckEmail(input: { to: string; staffName: string; report: BooksCheckReport }): OutboxEmail {
  const t = booksTexts('es');
  const subject = t('email.subject', { count: input.report.violations.length });
  const blocks = formatBooksSummary(
    summarizeBooks(input.report).filter((s) => s.count > 0),
    'es',
  );
  const { html, text } = renderEmail({
    locale: 'es',
    title: subject,
    preheader: subject,
    paragraphs: [t('email.greeting', { name: input.staffName }), t('email.intro'), t('email.rerun')],
    table: { rows: blocks.map((b) => [b.line, b.examples.join('\n')]) },
    cta: { label: t('email.cta'), url: backOfficeUrl('/inventory') },
  });
  return { kind: BOOKS_CHECK_EMAIL_KIND, to: input.to, subject, html, text };
}

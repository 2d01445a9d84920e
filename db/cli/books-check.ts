import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { booksClean, type BooksLocale, formatBooksReport } from '@/lib/domain/books-check';
import { invoicingEnabled } from '@/lib/invoicing';
import { checkBooks } from '../books-check';
import { openCliDatabase, runCli } from './migrate';

/**
 * `npm run books:check [-- --locale es] [-- --json <file>]`: the books check (docs/stock.md
 * "The books check") on the database the app would use: PostgreSQL at DATABASE_URL, otherwise
 * the embedded PGlite directory (stop the app first: PGlite has no file locking). Prints each
 * kind of violation with its count and examples; exits 1 on any violation, 0 on none.
 * `--json` also writes the report there (the reliability suite reads it).
 */
runCli(async () => {
  const { values } = parseArgs({
    options: { locale: { type: 'string', default: 'en' }, json: { type: 'string' } },
  });
  const locale: BooksLocale = values.locale === 'es' ? 'es' : 'en';
  const handle = await openCliDatabase();
  try {
    const started = performance.now();
    const report = await checkBooks(handle.db, { invoicing: invoicingEnabled() });
    console.log(`\n${formatBooksReport(report, locale)}`);
    console.log(`(${Math.round(performance.now() - started)} ms)`);
    if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
    if (!booksClean(report)) process.exitCode = 1;
  } finally {
    await handle.close();
  }
});

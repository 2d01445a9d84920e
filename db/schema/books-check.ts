import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per business day (Bogotá) the daily books check ran (lib/services/books-check-job.ts):
 * the first instance to insert the day runs it, the others do nothing; `violations` is what it
 * found (ADMIN staff are e-mailed only when it is above zero).
 */
export const booksChecks = pgTable('books_checks', {
  day: date({ mode: 'string' }).primaryKey(),
  violations: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

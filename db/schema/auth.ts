import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time login codes for customers, stored only as a keyed hash. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    requestIp: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_codes_email_created_idx').on(t.email, t.createdAt)],
);

/** Staff tokens revoked by logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Fixed-window counters shared by every app instance (login codes, staff login, contact form).
 * key = '<scope>:<subject>', e.g. 'code-email-hour:ana@example.com'.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull().default(0),
    windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

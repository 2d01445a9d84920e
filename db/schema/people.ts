import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const staffRoles = ['ADMIN', 'VENDEDOR'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const documentTypes = ['CC', 'NIT', 'CE', 'PPT'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const locales = ['es', 'en'] as const;

export const staffUsers = pgTable(
  'staff_users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    /** Stored lower-cased. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    rol: text({ enum: staffRoles }).notNull().default('VENDEDOR'),
    /** Carried in each token (claim `sv`); bumping it ends every session the user has. */
    sessionVersion: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_email_uq').on(t.email), check('staff_users_rol_check', sql`${t.rol} in ('ADMIN', 'VENDEDOR')`)],
);

export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; null for a customer staff created without one (WhatsApp-only customers). */
    email: text(),
    name: text(),
    /** Language for e-mails: the one the customer last logged in with. */
    locale: text({ enum: locales }).notNull().default('es'),
    /** Carried in each token (claim `sv`); 'sign out on every device' bumps it. */
    sessionVersion: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** The data policy version the customer last accepted (Ley 1581 de 2012); null = never. */
    dataPolicyVersion: text(),
    dataPolicyAcceptedAt: timestamp({ withTimezone: true }),
    /** Promotions by WhatsApp and e-mail: a separate, optional opt-in. */
    marketingOptIn: boolean().notNull().default(false),
    /** Set when the customer deleted the account: the row stays, anonymised, for the orders that point to it. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('customers_email_uq').on(t.email), check('customers_locale_check', sql`${t.locale} in ('es', 'en')`)],
);

export const customerProfiles = pgTable(
  'customer_profiles',
  {
    customerId: integer()
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fullName: text().notNull(),
    phone: text(),
    documentType: text({ enum: documentTypes }).notNull().default('CC'),
    documentNumber: text(),
    isBusiness: boolean().notNull().default(false),
    businessName: text(),
    /** The business's NIT as typed back to people ('900123456-8'); number and digit below. */
    businessTaxId: text(),
    businessNitNumber: text(),
    businessNitCheckDigit: integer(),
    /** Where the business wants its invoices (docs/iva-and-fiscal-data.md). */
    invoiceEmail: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_profiles_document_type_check', sql`${t.documentType} in ('CC', 'NIT', 'CE', 'PPT')`),
    check('customer_profiles_nit_check_digit_range', sql`${t.businessNitCheckDigit} is null or ${t.businessNitCheckDigit} between 0 and 9`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    recipientName: text().notNull(),
    street: text().notNull(),
    city: text().notNull(),
    /** Department. */
    state: text().notNull(),
    postalCode: text(),
    details: text(),
    /** The recipient's phone, canonical `+57…` (lib/domain/phone.ts); null on addresses saved before it was asked. */
    phone: text(),
    country: text().notNull().default('CO'),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId),
    // At most one default address per customer.
    uniqueIndex('addresses_one_default_uq')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

export const consentKinds = ['data_policy', 'marketing'] as const;
/** `email_link`: the 'Acepto' button of the page the login-code e-mail links to (lib/auth/consent-link.ts). */
export const consentSources = ['account', 'contact', 'checkout', 'profile', 'email_link'] as const;

/**
 * Evidence of consent (Ley 1581 de 2012, art. 9): one row per decision, never updated. What was
 * accepted (or withdrawn), the policy's version, when, from which IP, and where it was asked.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * The address of a contact-form sender, or of an e-mail link accepted before the account
     * existed (applied at its first sign-in), while no account holds it; null once anonymised.
     */
    email: text(),
    kind: text({ enum: consentKinds }).notNull(),
    granted: boolean().notNull(),
    policyVersion: text().notNull(),
    source: text({ enum: consentSources }).notNull(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_customer_idx').on(t.customerId, t.createdAt),
    // A first sign-in looks up the e-mail links its address accepted before the account existed.
    index('consent_records_email_idx')
      .on(t.email)
      .where(sql`${t.customerId} is null`),
    check('consent_records_kind_check', sql`${t.kind} in ('data_policy', 'marketing')`),
    check('consent_records_source_check', sql`${t.source} in ('account', 'contact', 'checkout', 'profile', 'email_link')`),
  ],
);

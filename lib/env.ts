import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { UNPAID_ORDER_LIMITS } from '@/lib/domain/unpaid-orders';
import { paymentsSettingsProblems, WOMPI_CHECKOUT_URL } from '@/lib/payments/settings';

/**
 * The only reader of process.env. Parsed lazily (not at import) so that `next build`
 * never needs runtime secrets, and so tests can set variables before first use.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** An origin only (scheme, host, port): links are built by appending a path to it. */
function siteAddress(name: string) {
  return optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: `${name} must be an http(s) address such as https://tienda.example.co` })
      .refine((value) => {
        // An unparseable value has already failed the check above.
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.pathname === '/' && !url.search && !url.hash;
      }, `${name} must be the site's address alone, with no path: https://tienda.example.co`)
      .transform((value) => new URL(value).origin)
      .optional(),
  );
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: optionalString,
    DATA_DIR: z.string().default('.data'),
    /**
     * The address customers open, read at run time (issue 33): every link the store sends (e-mails,
     * WhatsApp texts, payment and shared-cart links) and the canonical URLs start with it.
     */
    SITE_URL: siteAddress('SITE_URL'),
    /** Its name before it became a run-time setting, still honoured so older deployments keep their address. */
    NEXT_PUBLIC_SITE_URL: siteAddress('NEXT_PUBLIC_SITE_URL'),
    /** The embedded mode's own address is http://localhost:PORT. */
    PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    DB_POOL_MAX: z.coerce.number().int().positive().default(10),
    // Operations (docs/deployment.md)
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).optional(),
    /** How many reverse proxies in front of the app append to X-Forwarded-For (lib/http/client-ip.ts). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Set (as Next reads it) to let instrumentation.ts own SIGTERM/SIGINT: drain, close, exit 0. */
    NEXT_MANUAL_SIG_HANDLE: optionalString,
    AUTH_SECRET: optionalString.refine((v) => v === undefined || Buffer.byteLength(v) >= 32, {
      message: 'AUTH_SECRET must be at least 32 bytes',
    }),
    // E-mail
    RESEND_API_KEY: optionalString,
    RESEND_BASE_URL: optionalString,
    EMAIL_FROM: z.string().default('EcoPlast Cúcuta <pedidos@ecoplastcucuta.co>'),
    STAFF_NOTIFICATION_EMAIL: optionalString,
    /** The business's NIT with its check digit, printed on quotes and receipts (docs/documents.md). */
    BUSINESS_NIT: z
      .string()
      .trim()
      .regex(/^\d{6,15}-\d$/)
      .default('901482736-8'),
    // Storage (S3 / R2). All four of bucket, keys and public URL switch the driver on.
    S3_ENDPOINT: optionalString,
    S3_REGION: z.string().default('auto'),
    S3_BUCKET: optionalString,
    /** Bucket for payment proofs (needed on R2, whose public domain exposes a whole bucket). */
    S3_PRIVATE_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalString,
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    // Electronic invoices (docs/invoicing.md): 'none' = the receipt is the only document.
    INVOICING_DRIVER: z.enum(['none', 'factus']).default('none'),
    FACTUS_BASE_URL: z.url().default('https://api.factus.com.co'),
    FACTUS_CLIENT_ID: optionalString,
    FACTUS_CLIENT_SECRET: optionalString,
    FACTUS_USERNAME: optionalString,
    FACTUS_PASSWORD: optionalString,
    /** Needed only when the Factus account has more than one active invoice numbering range. */
    FACTUS_NUMBERING_RANGE_ID: z.coerce.number().int().positive().optional(),
    /** Each request to Factus gives up after this long (the outcome is then uncertain: asked before retrying). */
    FACTUS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    /** Prepended to the order number in the reference code, so staging and production never share one. */
    INVOICE_REFERENCE_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]*$/)
      .max(20)
      .default(''),
    // Online payments (docs/payments.md): all four keys switch Wompi on beside the manual methods.
    WOMPI_PUBLIC_KEY: optionalString,
    WOMPI_PRIVATE_KEY: optionalString,
    WOMPI_EVENTS_SECRET: optionalString,
    WOMPI_INTEGRITY_SECRET: optionalString,
    /** Wompi's API ending in /v1: the sandbox for *_test_* keys, production for *_prod_* keys; tests point it at a mock. */
    WOMPI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Where payment links open (`<this>/l/<id>`): Wompi's checkout, or the local mock's page. */
    WOMPI_CHECKOUT_URL: z.url({ protocol: /^https?$/ }).default(WOMPI_CHECKOUT_URL),
    /** Each request to Wompi's API gives up after this long. */
    WOMPI_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    // Demo seed
    SEED_ADMIN_EMAIL: z.email().default('admin@ecoplastcucuta.co'),
    SEED_ADMIN_PASSWORD: z.string().min(8).default('Admin12345!'),
    // The demo seller the README lists: seeded whoever the admin is.
    SEED_SELLER_EMAIL: z.email().default('vendedor@ecoplastcucuta.co'),
    SEED_DEMO: z.stringbool().default(true),
    // With the embedded demo: about three months of past orders (db/seed-orders.ts); the journeys turn them off.
    SEED_DEMO_ORDERS: z.stringbool().default(true),
    // Business rules
    ORDER_PAYMENT_WINDOW_HOURS: z.coerce.number().int().positive().default(72),
    // Order limits (docs/reliability.md "Order limits"): orders per customer in 10 minutes, per IP in an hour…
    ORDER_RATE_LIMIT_PER_CUSTOMER: z.coerce.number().int().positive().default(5),
    ORDER_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
    // Store pages rendered for one address in a minute (a page the page cache answers is free).
    STORE_RENDER_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(60),
    // …and what one customer's unpaid orders may hold: how many, and what share of a variant's stock.
    ORDER_MAX_UNPAID: z.coerce.number().int().positive().default(UNPAID_ORDER_LIMITS.maxOrders),
    ORDER_MAX_UNPAID_STOCK_SHARE: z.coerce.number().gt(0).max(1).default(UNPAID_ORDER_LIMITS.maxStockShare),
    // …and the share of an account that has never had an order paid (at most the one above).
    ORDER_MAX_UNPAID_STOCK_SHARE_NEW_ACCOUNT: z.coerce.number().gt(0).max(1).default(UNPAID_ORDER_LIMITS.newAccountStockShare),
    // …and the pesos of goods such an account may hold unpaid across all variants (docs/security.md).
    ORDER_MAX_UNPAID_VALUE_NEW_ACCOUNT: z.coerce.number().int().positive().default(UNPAID_ORDER_LIMITS.newAccountMaxValue),
  })
  .superRefine((env, ctx) => {
    if (env.INVOICING_DRIVER === 'factus') {
      for (const key of ['FACTUS_CLIENT_ID', 'FACTUS_CLIENT_SECRET', 'FACTUS_USERNAME', 'FACTUS_PASSWORD'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when INVOICING_DRIVER=factus` });
      }
    }
    for (const problem of paymentsSettingsProblems(env)) ctx.addIssue({ code: 'custom', path: [problem.key], message: problem.message });
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'AUTH_SECRET is required when DATABASE_URL is set',
      });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, 'LOG_LEVEL' | 'SITE_URL' | 'NEXT_PUBLIC_SITE_URL'> & {
  AUTH_SECRET: string;
  /** The site's origin, without a trailing slash. */
  SITE_URL: string;
  /** False when SITE_URL is the embedded default (http://localhost:PORT). */
  siteUrlSet: boolean;
  embedded: boolean;
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error';
};

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const { NEXT_PUBLIC_SITE_URL: earlierSiteUrl, ...env } = parsed.data;
  const embedded = !env.DATABASE_URL;
  cached = {
    ...env,
    embedded,
    AUTH_SECRET: env.AUTH_SECRET ?? embeddedSecret(env.DATA_DIR),
    SITE_URL: env.SITE_URL ?? earlierSiteUrl ?? `http://localhost:${env.PORT ?? 3000}`,
    siteUrlSet: Boolean(env.SITE_URL ?? earlierSiteUrl),
    // Test runs call handlers thousands of times: access lines only when asked for.
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
  return cached;
}

/**
 * What a process that serves customers needs beyond getEnv(): with a real database (production)
 * the site's address must be given, or every link the store sends would point at localhost.
 * Commands such as migrations send no links, so only the server checks it (instrumentation.ts).
 */
export function serverEnvProblem(env: Pick<Env, 'embedded' | 'siteUrlSet'>): string | null {
  if (env.embedded || env.siteUrlSet) return null;
  return 'SITE_URL is required when DATABASE_URL is set: it is the address customers open (https://tienda.example.co), and the links in e-mails, WhatsApp messages and payment links start with it';
}

/** The site's origin (https://tienda.example.co, no trailing slash): prefix of every absolute link. */
export function siteUrl(): string {
  return getEnv().SITE_URL;
}

/** Test hook: forget the parsed environment after changing process.env. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** Embedded mode keeps one random signing secret in the data directory, created once. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs so tokens stay valid across processes.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

export function dataPath(...parts: string[]): string {
  return path.resolve(getEnv().DATA_DIR, ...parts);
}

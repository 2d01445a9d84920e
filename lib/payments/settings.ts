import type { WompiEnvironment } from '@/lib/domain/online-payment-status';

/**
 * How the store takes payments (docs/payments.md "Settings"), decided from the environment alone:
 * `manual` (the QR and transfer methods with a proof, the embedded default) unless the four Wompi
 * keys are all set, then `wompi` beside them. Pure, so lib/env can refuse a partial set at start-up
 * and the unit tests can read every case.
 */

export const WOMPI_KEY_NAMES = ['WOMPI_PUBLIC_KEY', 'WOMPI_PRIVATE_KEY', 'WOMPI_EVENTS_SECRET', 'WOMPI_INTEGRITY_SECRET'] as const;
type WompiKeyName = (typeof WOMPI_KEY_NAMES)[number];

export type PaymentsEnv = Partial<Record<WompiKeyName | 'WOMPI_BASE_URL', string | undefined>> & { WOMPI_CHECKOUT_URL: string };

export const WOMPI_SANDBOX_URL = 'https://sandbox.wompi.co/v1';
export const WOMPI_PRODUCTION_URL = 'https://production.wompi.co/v1';
export const WOMPI_CHECKOUT_URL = 'https://checkout.wompi.co';

export type WompiSettings = {
  publicKey: string;
  privateKey: string;
  eventsSecret: string;
  integritySecret: string;
  /** The API's address ending in /v1, no trailing slash. */
  baseUrl: string;
  /** Where a payment link is opened: `${checkoutUrl}/l/<id>`. */
  checkoutUrl: string;
  /** What the keys are for: an event must name the same environment. */
  environment: WompiEnvironment;
};

export type PaymentsSettings = { driver: 'manual' } | { driver: 'wompi'; wompi: WompiSettings };

/** The environment a key is for, from its prefix (pub_test_…, prv_prod_…); null when it has none. */
export function wompiKeyEnvironment(key: string): WompiEnvironment | null {
  const match = /^(?:pub|prv)_(test|prod)_/.exec(key);
  return match ? (match[1] as WompiEnvironment) : null;
}

/** Why these settings cannot start the store (an empty list when they can): a partial set, keys of two environments. */
export function paymentsSettingsProblems(env: PaymentsEnv): { key: string; message: string }[] {
  const set = WOMPI_KEY_NAMES.filter((name) => env[name]);
  if (set.length === 0) return [];
  const missing = WOMPI_KEY_NAMES.filter((name) => !env[name]);
  if (missing.length) {
    return missing.map((key) => ({
      key,
      message: `${key} is missing: online payments need all four of ${WOMPI_KEY_NAMES.join(', ')} (or none of them, to keep the manual methods only)`,
    }));
  }
  const problems: { key: string; message: string }[] = [];
  const publicEnv = wompiKeyEnvironment(env.WOMPI_PUBLIC_KEY!);
  const privateEnv = wompiKeyEnvironment(env.WOMPI_PRIVATE_KEY!);
  if (!publicEnv) problems.push({ key: 'WOMPI_PUBLIC_KEY', message: 'WOMPI_PUBLIC_KEY must start with pub_test_ or pub_prod_' });
  if (!privateEnv) problems.push({ key: 'WOMPI_PRIVATE_KEY', message: 'WOMPI_PRIVATE_KEY must start with prv_test_ or prv_prod_' });
  if (publicEnv && privateEnv && publicEnv !== privateEnv) {
    problems.push({
      key: 'WOMPI_PRIVATE_KEY',
      message: `WOMPI_PUBLIC_KEY is a ${publicEnv} key and WOMPI_PRIVATE_KEY a ${privateEnv} key: both must be of the same environment`,
    });
  }
  return problems;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The settings of a valid environment (paymentsSettingsProblems found nothing). */
export function resolvePaymentsSettings(env: PaymentsEnv): PaymentsSettings {
  if (!WOMPI_KEY_NAMES.every((name) => env[name])) return { driver: 'manual' };
  const environment = wompiKeyEnvironment(env.WOMPI_PUBLIC_KEY!) ?? 'test';
  return {
    driver: 'wompi',
    wompi: {
      publicKey: env.WOMPI_PUBLIC_KEY!,
      privateKey: env.WOMPI_PRIVATE_KEY!,
      eventsSecret: env.WOMPI_EVENTS_SECRET!,
      integritySecret: env.WOMPI_INTEGRITY_SECRET!,
      baseUrl: trimSlash(env.WOMPI_BASE_URL ?? (environment === 'prod' ? WOMPI_PRODUCTION_URL : WOMPI_SANDBOX_URL)),
      checkoutUrl: trimSlash(env.WOMPI_CHECKOUT_URL),
      environment,
    },
  };
}

/** The address a customer opens to pay a link. */
export function wompiCheckoutUrl(settings: Pick<WompiSettings, 'checkoutUrl'>, linkId: string): string {
  return `${settings.checkoutUrl}/l/${encodeURIComponent(linkId)}`;
}

import { describe, expect, it } from 'vitest';
import { paymentsSettingsProblems, resolvePaymentsSettings, wompiCheckoutUrl, WOMPI_CHECKOUT_URL } from '@/lib/payments/settings';

const testKeys = {
  WOMPI_PUBLIC_KEY: 'pub_test_abc',
  WOMPI_PRIVATE_KEY: 'prv_test_def',
  WOMPI_EVENTS_SECRET: 'test_events_ghi',
  WOMPI_INTEGRITY_SECRET: 'test_integrity_jkl',
  WOMPI_CHECKOUT_URL,
};

describe('payments settings', () => {
  it('is manual with no Wompi key', () => {
    expect(paymentsSettingsProblems({ WOMPI_CHECKOUT_URL })).toEqual([]);
    expect(resolvePaymentsSettings({ WOMPI_CHECKOUT_URL })).toEqual({ driver: 'manual' });
  });

  it('names every missing key of a partial set', () => {
    const problems = paymentsSettingsProblems({ WOMPI_CHECKOUT_URL, WOMPI_PUBLIC_KEY: 'pub_test_abc', WOMPI_PRIVATE_KEY: 'prv_test_def' });
    expect(problems.map((p) => p.key)).toEqual(['WOMPI_EVENTS_SECRET', 'WOMPI_INTEGRITY_SECRET']);
    expect(problems[0].message).toContain('all four');
  });

  it('refuses keys of two environments, and keys without an environment', () => {
    expect(paymentsSettingsProblems({ ...testKeys, WOMPI_PRIVATE_KEY: 'prv_prod_def' }).map((p) => p.key)).toEqual(['WOMPI_PRIVATE_KEY']);
    expect(paymentsSettingsProblems({ ...testKeys, WOMPI_PUBLIC_KEY: 'abc' }).map((p) => p.key)).toEqual(['WOMPI_PUBLIC_KEY']);
  });

  it('points test keys at the sandbox and prod keys at production, unless WOMPI_BASE_URL says otherwise', () => {
    const sandbox = resolvePaymentsSettings(testKeys);
    expect(sandbox.driver === 'wompi' && sandbox.wompi).toMatchObject({ baseUrl: 'https://sandbox.wompi.co/v1', environment: 'test' });
    const prod = resolvePaymentsSettings({ ...testKeys, WOMPI_PUBLIC_KEY: 'pub_prod_a', WOMPI_PRIVATE_KEY: 'prv_prod_b' });
    expect(prod.driver === 'wompi' && prod.wompi).toMatchObject({ baseUrl: 'https://production.wompi.co/v1', environment: 'prod' });
    const mock = resolvePaymentsSettings({
      ...testKeys,
      WOMPI_BASE_URL: 'http://127.0.0.1:4010/v1/',
      WOMPI_CHECKOUT_URL: 'http://127.0.0.1:4010/',
    });
    expect(mock.driver === 'wompi' && mock.wompi.baseUrl).toBe('http://127.0.0.1:4010/v1');
    expect(mock.driver === 'wompi' && wompiCheckoutUrl(mock.wompi, 'test_AbC')).toBe('http://127.0.0.1:4010/l/test_AbC');
  });

  it('opens links on Wompi’s checkout by default', () => {
    const settings = resolvePaymentsSettings(testKeys);
    expect(settings.driver === 'wompi' && wompiCheckoutUrl(settings.wompi, 'test_XyZ')).toBe('https://checkout.wompi.co/l/test_XyZ');
  });
});

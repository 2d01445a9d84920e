import { describe, expect, it } from 'vitest';
import { can, changesPrices, mayChangePrices, productForRole, rowForRole, STAFF_PERMISSIONS } from '@/lib/domain/staff-permissions';
import { changedValues, scrubForLog } from '@/lib/services/activity-log';

describe('the role table (issue 25 §5)', () => {
  // Issue 23: the customers section (§4) and taking orders (§2) are both roles' work; changing a price when taking one is not.
  const BOTH_ROLES = new Set(['viewCustomers', 'manageCustomers', 'takeOrders']);

  it('ADMIN may do everything, VENDEDOR none of the listed restrictions, nobody without a role', () => {
    for (const permission of Object.keys(STAFF_PERMISSIONS) as (keyof typeof STAFF_PERMISSIONS)[]) {
      expect(can('ADMIN', permission), permission).toBe(true);
      expect(can('VENDEDOR', permission), permission).toBe(BOTH_ROLES.has(permission));
      expect(can(null, permission), permission).toBe(false);
    }
  });

  it('strips the cost key (not null) for VENDEDOR and keeps it for ADMIN', () => {
    const product = {
      id: 1,
      variants: [
        { id: 2, price: 100, costPrice: 60 },
        { id: 3, price: 90, costPrice: null },
      ],
    };
    const seen = productForRole(product, 'VENDEDOR');
    expect(seen.variants.every((v) => !('costPrice' in v))).toBe(true);
    expect(seen.variants[0]).toEqual({ id: 2, price: 100 });
    expect(productForRole(product, 'ADMIN')).toBe(product);
    expect('costPrice' in rowForRole({ id: 1, costPrice: 5 }, 'VENDEDOR')).toBe(false);
  });
});

describe('what the activity log keeps (issue 25 §6)', () => {
  it('drops credentials at any depth and turns dates into text', () => {
    const when = new Date('2026-11-26T15:00:00.000Z');
    expect(
      scrubForLog({
        email: 'a@b.co',
        password: 'x',
        passwordHash: 'h',
        nested: [{ token: 't', jti: 'j', sessionVersion: 2, ok: 1 }],
        at: when,
      }),
    ).toEqual({ email: 'a@b.co', nested: [{ ok: 1 }], at: '2026-11-26T15:00:00.000Z' });
  });

  it('an update keeps only what changed, before and after', () => {
    expect(changedValues({ name: 'A', price: 1, tags: ['x'] }, { name: 'B', price: 1, tags: ['x'], extra: true })).toEqual({
      before: { name: 'A' },
      after: { name: 'B', extra: true },
    });
    expect(changedValues({ a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
  });
});

describe('price changes', () => {
  const stored = new Map([
    [1, { price: 1000, salePrice: null }],
    [2, { price: 500, salePrice: 450 }],
  ]);

  it('are ADMIN work unless the store lets sellers make them', () => {
    expect(mayChangePrices('ADMIN', false)).toBe(true);
    expect(mayChangePrices('VENDEDOR', false)).toBe(false);
    expect(mayChangePrices('VENDEDOR', true)).toBe(true);
  });

  it('are told from the stored prices: a changed price or sale price, not a new variant nor an absent field', () => {
    expect(
      changesPrices(stored, [
        { id: 1, price: 1000, salePrice: null },
        { id: 2, price: 500, salePrice: 450 },
      ]),
    ).toBe(false);
    expect(changesPrices(stored, [{ id: 1, price: 1001, salePrice: null }])).toBe(true);
    expect(changesPrices(stored, [{ id: 2, price: 500, salePrice: null }])).toBe(true);
    expect(changesPrices(stored, [{ id: 2 }])).toBe(false);
    expect(changesPrices(stored, [{ id: null, price: 99, salePrice: 1 }])).toBe(false);
    // An id that is not one of the product's variants is the save's own 400, not a price change.
    expect(changesPrices(stored, [{ id: 99, price: 1 }])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { contracts } from '@/lib/contracts';
import { apiUrl, paths } from '@/lib/contracts/paths';

/** lib/contracts/paths.ts is the registry's list of paths without schemas: the two must hold the same operations. */
describe('lib/contracts/paths', () => {
  it('names every operation of the registry with its path, and nothing else', () => {
    const fromRegistry = Object.fromEntries(
      Object.entries(contracts).map(([name, resource]) => [
        name,
        Object.fromEntries(Object.entries(resource as Record<string, { path: string }>).map(([key, op]) => [key, op.path])),
      ]),
    );
    expect(paths).toEqual(fromRegistry);
  });

  it('builds the same URLs as the operations', () => {
    expect(apiUrl.adminOrders.approve({ id: 7 })).toBe(contracts.adminOrders.approve.url({ id: 7 }));
    expect(apiUrl.cart.getSharedCart({ id: 'a/b' })).toBe('/api/shared-carts/a%2Fb');
    expect(apiUrl.catalog.listProducts()).toBe('/api/products');
  });
});

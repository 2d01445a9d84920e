import { beforeAll, describe, expect, it } from 'vitest';
import { GET as productsRoute } from '@/app/api/admin/new-order/products/route';
import type { OrderProduct } from '@/lib/data/admin/new-order';
import { useTestDb } from '../helpers/db';
import { seedDemoCatalog } from '../helpers/demo-catalog';
import { invokeRoute } from '../helpers/routes';
import { createStaffUser } from '../helpers/staff';

/**
 * The staff product search of 'Nuevo pedido' over the demo catalogue, through its route: staff
 * tap the first 'Añadir', which adds the first variant of the first product, so the one they
 * meant (the SKU typed, the size named) comes first.
 */
const testDb = useTestDb();
let token = '';
beforeAll(async () => {
  await seedDemoCatalog();
  token = (await createStaffUser(testDb().db, { rol: 'VENDEDOR' })).token;
}, 120_000);

async function search(q: string): Promise<OrderProduct[]> {
  const res = await invokeRoute(productsRoute, `/api/admin/new-order/products?q=${encodeURIComponent(q)}`, { token });
  expect(res.status, res.text).toBe(200);
  return (res.body as { products: OrderProduct[] }).products;
}
/** What the first 'Añadir' adds: the first variant of the first product. */
const first = (products: OrderProduct[]) => ({ product: products[0]?.name, ...products[0]?.variants[0] });

describe('GET /api/admin/new-order/products ranks the variant staff meant first', () => {
  it('a SKU typed whole or by its start: its product first and that variant first in it, case aside', async () => {
    for (const q of ['BOLS-BLA-MED', 'bols-bla-med', 'BOLS-BLA-MED-PAQ']) {
      const products = await search(q);
      expect(first(products), q).toMatchObject({ product: 'Bolsa tipo camiseta', sku: 'BOLS-BLA-MED-PAQ' });
      expect(first(products).description).toMatch(/^Blanco \/ Mediano/);
      // The other variants of the bag are still offered after it.
      expect(products[0].variants.map((v) => v.sku)).toContain('BOLS-BLA-PEQ-PAQ');
    }
  });

  it('a size named with the product: that size first', async () => {
    expect(first(await search('servilleta 30'))).toMatchObject({ product: 'Servilleta', description: '30 × 30 cm / Paquete' });
    expect(first(await search('servilletas 17x17'))).toMatchObject({ product: 'Servilleta', description: '17 × 17 cm / Paquete' });
    const cups = await search('vaso plastico 12 oz');
    expect(first(cups)).toMatchObject({ product: 'Vaso plástico transparente', description: '12 oz / Paquete' });
    expect(first(await search('vaso plastico 12 oz millar'))).toMatchObject({ description: '12 oz / Millar' });
  });

  it('without a SKU or size, keeps the catalogue order of the variants', async () => {
    const [napkin] = await search('servilleta');
    expect(napkin.variants.map((v) => v.description)).toEqual(['17 × 17 cm / Paquete', '30 × 30 cm / Paquete']);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products, variants } from '@/db/schema';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();

describe('schema constraints', () => {
  it('rejects negative stock and keeps SKUs unique', async () => {
    const { db } = testDb();
    const [cat] = await db.insert(categories).values({ name: 'Vasos', slug: 'vasos' }).returning();
    const [product] = await db.insert(products).values({ name: 'Vaso 7 oz', slug: 'vaso-7-oz', categoryId: cat.id }).returning();
    await db.insert(variants).values({ productId: product.id, sku: 'VASO-7OZ', price: 100, onHand: 3 });
    await expect(db.insert(variants).values({ productId: product.id, sku: 'VASO-7OZ', price: 100, onHand: 1 })).rejects.toThrow();
    await expect(
      db
        .update(variants)
        .set({ onHand: sql`${variants.onHand} - 4` })
        .where(sql`${variants.sku} = 'VASO-7OZ'`),
    ).rejects.toThrow();
    const [row] = await db.select({ stock: variants.available }).from(variants);
    expect(row.stock).toBe(3);
  });
});

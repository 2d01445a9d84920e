import type { PublicProduct } from '@/lib/contracts/catalog';

/**
 * What the product page hands ProductView (a client component, whose props ride in the page's
 * flight data): no description, category, slug or flags, which the server renders itself.
 */
export type ViewProduct = Pick<PublicProduct, 'id' | 'name' | 'imageUrl' | 'variants'>;

export function viewProduct({ id, name, imageUrl, variants }: PublicProduct): ViewProduct {
  return { id, name, imageUrl, variants };
}

'use client';

import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import type { PublicProduct } from '@/lib/data/catalog';
import { useCart } from './cart-provider';
import { ProductOptionsDialog } from './product-options-dialog';

/**
 * The store card's button (spec §2 Store): 'Ver Opciones' opens the option dialog when the
 * product has more than one variant; otherwise 'Añadir' adds its variant with quantity 1.
 */
export function AddToCartButton({ product, className }: { product: PublicProduct; className?: string }) {
  const t = useTranslations('Cart');
  const { addToCart } = useCart();
  const notify = useNotification();

  if (product.variants.length > 1) {
    return (
      <ProductOptionsDialog product={product}>
        <Button variant="secondary" size="sm" className={className} aria-label={t('viewOptionsLabel', { name: product.name })}>
          {t('viewOptions')}
        </Button>
      </ProductOptionsDialog>
    );
  }

  const [variant] = product.variants;
  if (!variant?.inStock) {
    return (
      <Button size="sm" className={className} disabled>
        {t('soldOut')}
      </Button>
    );
  }

  function add() {
    if (addToCart(product, variant.id, 1)) notify.success(t('added'));
  }

  return (
    <Button size="sm" className={className} onClick={add} aria-label={t('addLabel', { name: product.name })}>
      {t('add')}
    </Button>
  );
}

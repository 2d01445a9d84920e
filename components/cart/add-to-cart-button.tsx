'use client';

import { type ComponentType, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import type { CardProduct } from '@/components/store/card-product';
import type { ProductOptionsDialogProps } from '@/components/store/product-options-dialog';
import { Button } from '@/components/ui/button';
import type { PublicProduct } from '@/lib/contracts/catalog';
import { useCart } from './cart-provider';

const loadDialog = () => import('@/components/store/product-options-dialog');

type Loaded = { Dialog: ComponentType<ProductOptionsDialogProps>; product: PublicProduct };

/** The full product (all variants, values and tiers): cached and ETag-validated by the API. */
async function fetchProduct(id: number): Promise<PublicProduct> {
  const response = await fetch(`/api/products/${id}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/products/${id}: ${response.status}`);
  return ((await response.json()) as { product: PublicProduct }).product;
}

/**
 * The store card's button (spec §2 Store): 'Ver Opciones' opens the option dialog when the
 * product has more than one variant; otherwise 'Añadir' adds its variant with quantity 1.
 * The dialog's code and the product's variants load on the first click (the button shows a
 * spinner meanwhile), so neither is part of the store page's first load.
 */
export function AddToCartButton({ product, className }: { product: CardProduct; className?: string }) {
  const t = useTranslations('Cart');
  const { addToCart } = useCart();
  const notify = useNotification();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (product.variantCount > 1) {
    async function openOptions() {
      if (loading) return;
      setLoading(true);
      try {
        // Each open revalidates the product (a 304 when unchanged), so stock and prices are current.
        const [module, fresh] = await Promise.all([loadDialog(), fetchProduct(product.id)]);
        setLoaded({ Dialog: module.ProductOptionsDialog, product: fresh });
        setOpen(true);
      } catch {
        notify.error(t('optionsError'));
      } finally {
        setLoading(false);
      }
    }

    return (
      <>
        <Button
          ref={buttonRef}
          variant="secondary"
          size="sm"
          className={className}
          aria-label={t('viewOptionsLabel', { name: product.name })}
          aria-haspopup="dialog"
          loading={loading}
          // A pointer on its way to the button starts fetching the dialog's code.
          onPointerEnter={() => void loadDialog().catch(() => undefined)}
          onClick={openOptions}
        >
          {t('viewOptions')}
        </Button>
        {loaded ? (
          <loaded.Dialog product={loaded.product} open={open} onOpenChange={setOpen} returnFocus={() => buttonRef.current?.focus()} />
        ) : null}
      </>
    );
  }

  const variant = product.variant;
  if (!variant?.inStock) {
    return (
      <Button size="sm" className={className} disabled>
        {t('soldOut')}
      </Button>
    );
  }

  function add() {
    if (variant && addToCart({ id: product.id, name: product.name, imageUrl: product.imageUrl, variants: [variant] }, variant.id, 1)) {
      notify.success(t('added'));
    }
  }

  return (
    <Button size="sm" className={className} onClick={add} aria-label={t('addLabel', { name: product.name })}>
      {t('add')}
    </Button>
  );
}

'use client';

import { type FormEvent, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { initialSelection, missingAttributes, productAttributes, selectedVariant } from '@/lib/cart/variant-options';
import type { PublicProduct } from '@/lib/data/catalog';
import { formatCOP } from '@/lib/domain/money';
import { basePrice, priceLine } from '@/lib/domain/pricing';
import { CartThumb } from './cart-thumb';
import { useCart } from './cart-provider';
import { OptionSelectors, useAttributeLabel } from './option-selectors';
import { QuantityStepper } from './quantity-stepper';
import { TierTable } from './tier-table';
import { UnitPrice } from './variant-price';

/**
 * Variant picker, quantity and price of one product (spec §2 "Product option dialog"). Adding
 * needs a value for every attribute and a variant in stock. Usable outside the dialog too.
 */
export type OptionsFormProduct = Pick<PublicProduct, 'id' | 'name' | 'imageUrl' | 'variants'>;

export function ProductOptionsForm({ product, onAdded }: { product: OptionsFormProduct; onAdded?: () => void }) {
  const t = useTranslations('ProductOptions');
  const tCart = useTranslations('Cart');
  const attributeLabel = useAttributeLabel();
  const { addToCart } = useCart();
  const notify = useNotification();
  const attributes = useMemo(() => productAttributes(product.variants), [product.variants]);
  const [selection, setSelection] = useState(() => initialSelection(attributes));
  const [quantity, setQuantity] = useState(1);

  const variant = selectedVariant(product.variants, attributes, selection);
  const missing = missingAttributes(attributes, selection);
  const priced = variant ? priceLine(variant, quantity) : null;
  const lowest = Math.min(...product.variants.map(basePrice));

  function choose(attribute: string, value: string) {
    setSelection(({ [attribute]: _previous, ...rest }) => (value ? { ...rest, [attribute]: value } : rest));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!variant?.inStock) return;
    if (addToCart(product, variant.id, quantity)) {
      notify.success(tCart('added'));
      onAdded?.();
    }
  }

  return (
    <form onSubmit={submit} className="flex min-h-full flex-col gap-5">
      <div className="flex items-center gap-4">
        <CartThumb src={variant?.imageUrl ?? product.imageUrl} alt={product.name} size={80} />
        <div aria-live="polite" className="min-w-0 text-lg">
          {priced ? (
            <>
              <UnitPrice priced={priced} />
              <p className="text-sm text-muted-foreground">{t('lineTotal', { total: formatCOP(priced.lineTotal) })}</p>
            </>
          ) : (
            <p className="font-semibold">{t('fromPrice', { price: formatCOP(lowest) })}</p>
          )}
        </div>
      </div>

      <OptionSelectors variants={product.variants} attributes={attributes} selection={selection} onChange={choose} />

      <QuantityStepper
        value={quantity}
        onChange={setQuantity}
        min={1}
        label={t('quantity')}
        decreaseLabel={t('decrease')}
        increaseLabel={t('increase')}
        showLabel
      />

      {variant ? <TierTable base={basePrice(variant)} tiers={variant.volumeDiscounts} quantity={quantity} /> : null}

      <div className="sticky bottom-0 mt-auto space-y-2 bg-surface pt-2 pb-1">
        {missing.length > 0 ? (
          <p className="text-sm text-muted-foreground">{t('missing', { attributes: missing.map(attributeLabel).join(', ') })}</p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={!variant?.inStock}>
          {variant && !variant.inStock ? t('soldOut') : t('addToCart')}
        </Button>
      </div>
    </form>
  );
}

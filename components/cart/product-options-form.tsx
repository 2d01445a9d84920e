'use client';

import { type FormEvent, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { missingAttributes, productAttributes, selectedVariant, startingSelection } from '@/lib/cart/variant-options';
import type { PublicProduct } from '@/lib/contracts/catalog';
import { formatCOP } from '@/lib/domain/money';
import { capToStock, lowStockLeft, packFacts } from '@/lib/domain/packs';
import { basePrice, priceLine } from '@/lib/domain/pricing';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { CartThumb } from './cart-thumb';
import { useCart } from './cart-provider';
import { OptionSelectors, useAttributeLabel } from './option-selectors';
import { QuantityStepper } from './quantity-stepper';
import { TierTable } from './tier-table';
import { useLiveStock } from './use-live-stock';
import { UnitPrice } from './variant-price';

/**
 * Variant picker, quantity and price of one product (spec §2 "Product option dialog"). Adding
 * needs a value for every attribute and a variant in stock. Usable outside the dialog too.
 * Packs (issue 22): price per piece, tiers in the selling unit, '10 paquetes = 500 unidades'.
 * Stock: 'Quedan N' when few are left; the quantity never goes above the stock ('Solo quedan N').
 */
export type OptionsFormProduct = Pick<PublicProduct, 'id' | 'name' | 'imageUrl' | 'variants'>;

type OptionsFormProps = {
  product: OptionsFormProduct;
  onAdded?: () => void;
  /** The variant the choices start on (the product page's `?variant=`); read on mount only. */
  initialVariantId?: number;
};

export function ProductOptionsForm({ product, onAdded, initialVariantId }: OptionsFormProps) {
  const t = useTranslations('ProductOptions');
  const tCart = useTranslations('Cart');
  const attributeLabel = useAttributeLabel();
  const counted = useCountValues();
  const { addToCart, items } = useCart();
  const notify = useNotification();
  const attributes = useMemo(() => productAttributes(product.variants), [product.variants]);
  const [selection, setSelection] = useState(() =>
    startingSelection(
      attributes,
      product.variants.find((v) => v.id === initialVariantId),
    ),
  );
  const [quantity, setQuantity] = useState(1);
  /** 'Solo quedan N' after asking for more than the stock. */
  const [onlyLeft, setOnlyLeft] = useState<number | null>(null);
  const live = useLiveStock(product.variants.map((v) => v.id));

  const variant = selectedVariant(product.variants, attributes, selection);
  const stock = variant ? live?.stock.get(variant.id) : undefined;
  // Another variant (or the stock's answer) may hold fewer than the quantity chosen: cap it.
  const capped = capToStock(quantity, stock);
  if (capped.capped && stock) {
    setQuantity(capped.quantity);
    setOnlyLeft(stock);
  }
  const missing = missingAttributes(attributes, selection);
  const priced = variant ? priceLine(variant, quantity) : null;
  const pack = variant && priced ? packFacts({ ...variant, quantity }, priced.unitPrice) : null;
  const low = lowStockLeft(stock, live?.threshold ?? 0);
  const lowest = Math.min(...product.variants.map(basePrice));

  function changeQuantity(next: number) {
    setQuantity(next);
    setOnlyLeft(null);
  }

  function choose(attribute: string, value: string) {
    setSelection(({ [attribute]: _previous, ...rest }) => (value ? { ...rest, [attribute]: value } : rest));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!variant?.inStock) return;
    // What the cart already holds of this variant counts against the stock too.
    const room = stock === undefined ? quantity : stock - (items.find((i) => i.variantId === variant.id)?.quantity ?? 0);
    if (room < 1) return setOnlyLeft(stock ?? 0);
    if (room < quantity) setOnlyLeft(stock ?? 0);
    if (addToCart(product, variant.id, Math.min(quantity, room))) {
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
              {pack ? <span className="ms-2 text-sm text-muted-foreground">{tCart('perPiece', { price: pack.perPiece })}</span> : null}
              <p className="text-sm text-muted-foreground">{t('lineTotal', { total: formatCOP(priced.lineTotal) })}</p>
            </>
          ) : (
            <p className="font-semibold">{t('fromPrice', { price: formatCOP(lowest) })}</p>
          )}
        </div>
      </div>

      <OptionSelectors variants={product.variants} attributes={attributes} selection={selection} onChange={choose} />

      <div className="flex flex-wrap items-end gap-x-4 gap-y-1">
        <QuantityStepper
          value={quantity}
          onChange={changeQuantity}
          min={1}
          max={stock || undefined}
          onOverMax={setOnlyLeft}
          label={t('quantity')}
          decreaseLabel={t('decrease')}
          increaseLabel={t('increase')}
          showLabel
        />
        <div aria-live="polite" className="min-h-tap text-sm">
          {pack ? <p>{tCart('pieces', { quantity, unit: pack.unitLabel, ...counted(pack.pieces) })}</p> : null}
          {onlyLeft !== null ? (
            <p className="font-semibold text-danger">{t('onlyLeft', counted(onlyLeft))}</p>
          ) : low !== null ? (
            <p className="font-semibold text-warning">{t('lowStock', counted(low))}</p>
          ) : null}
        </div>
      </div>

      {variant ? (
        <TierTable
          base={basePrice(variant)}
          tiers={variant.volumeDiscounts}
          quantity={quantity}
          unit={variant.unitOfMeasure}
          unitsPerItem={variant.unitsPerItem}
        />
      ) : null}

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

'use client';

import { type FormEvent, type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { ShellIcon } from '@/components/ui/shell-icon';
import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { ProductOptionsForm } from '@/components/cart/product-options-form';
import { PriceTag } from '@/components/store/price-tag';
import { Badge } from '@/components/ui/badge';
import { PRODUCT_VARIANT_PARAM, productAttributes, selectedVariant, startingSelection } from '@/lib/cart/variant-options';
import type { PublicVariant } from '@/lib/contracts/catalog';
import { displayPrice } from '@/lib/domain/display-price';
import { formatPricePerPiece, lowestPricePerPiece } from '@/lib/domain/packs';
import type { ServerImgProps } from '@/lib/server-image';
import type { ViewProduct } from './view-product';

type ProductViewProps = {
  product: ViewProduct;
  /** A plain <img>'s props for each of the product's pictures, by URL, made on the server. */
  images: Record<string, ServerImgProps>;
  /** Server-rendered name and category, above the price. */
  header: ReactNode;
  /** Server-rendered description, below the picker. */
  children?: ReactNode;
};

/**
 * The product page's interactive part: picture, price and presentation follow the chosen
 * variant; choosing and adding is the shared ProductOptionsForm (same rules as the dialog).
 */
export function ProductView(props: ProductViewProps) {
  const linked = useLinkedVariant(props.product.variants);
  // Started again on the linked variant once the browser has read the address (below).
  return <ProductDetails key={linked?.id ?? 0} {...props} linked={linked} />;
}

const subscribeToNothing = () => () => {};

/**
 * The variant `?variant=` names (a filtered store card links there), read from the address in
 * the browser: the stored page is the same for every query, so the server renders none, and
 * the page switches to it right after hydration.
 */
function useLinkedVariant(variants: readonly PublicVariant[]): PublicVariant | undefined {
  const id = useSyncExternalStore(
    subscribeToNothing,
    () => new URLSearchParams(window.location.search).get(PRODUCT_VARIANT_PARAM),
    () => null,
  );
  return id === null ? undefined : variants.find((v) => String(v.id) === id);
}

function ProductDetails({ product, images, header, children, linked }: ProductViewProps & { linked?: PublicVariant }) {
  const attributes = useMemo(() => productAttributes(product.variants), [product.variants]);
  const [variant, setVariant] = useState<PublicVariant | null>(() =>
    selectedVariant(product.variants, attributes, startingSelection(attributes, linked)),
  );

  /*
   * ProductOptionsForm keeps its choices to itself and renders one <select> per attribute, in
   * `productAttributes` order. Its change events bubble here, so the page reads the choices
   * back from those selects. (A `onVariantChange` prop on the form would replace this.)
   */
  function followChoice(event: FormEvent<HTMLDivElement>) {
    if (!(event.target instanceof HTMLSelectElement)) return;
    const selects = Array.from(event.currentTarget.querySelectorAll('select'));
    if (selects.length !== attributes.length) return;
    const selection = Object.fromEntries(attributes.flatMap((a, i) => (selects[i].value ? [[a.name, selects[i].value]] : [])));
    setVariant(selectedVariant(product.variants, attributes, selection));
  }

  const image = variant?.imageUrl ?? product.imageUrl ?? product.variants[0]?.imageUrl ?? null;
  const price = displayPrice(variant ? [variant] : product.variants);
  // Packs of different sizes compare by the piece (issue 22).
  const perPiece = lowestPricePerPiece(variant ? [variant] : product.variants);

  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
      <div className="overflow-hidden rounded-card bg-surface-muted md:sticky md:top-20 md:self-start">
        {image && images[image] ? (
          <img key={image} {...images[image]} alt={product.name} className="aspect-square w-full object-cover" />
        ) : (
          <div className="flex aspect-square items-center justify-center">
            <ShellIcon name="package" className="size-20 text-muted-foreground" />
          </div>
        )}
      </div>

      <div className="min-w-0">
        {header}
        {price ? <PriceTag price={price} size="lg" className="mt-3" /> : null}
        {perPiece ? <PerPiece price={formatPricePerPiece(perPiece.price, perPiece.unitsPerItem)} from={perPiece.from} /> : null}
        <VariantFacts variant={variant} variantCount={product.variants.length} />
        {/* overflow-hidden: the form's sticky add bar (made for the dialog) stays in place here,
            rather than riding the viewport under the floating chat button. */}
        <div onChange={followChoice} className="mt-6 overflow-hidden rounded-card border border-border p-4 sm:p-5">
          <ProductOptionsForm product={product} initialVariantId={linked?.id} />
        </div>
        {children}
      </div>
    </div>
  );
}

function PerPiece({ price, from }: { price: string; from: boolean }) {
  const t = useTranslations('Product');
  return <p className="text-muted-foreground">{t(from ? 'fromPerPiece' : 'perPiece', { price })}</p>;
}

/** Presentation ('Paquete x100'), reference and stock of the chosen variant. */
function VariantFacts({ variant, variantCount }: { variant: PublicVariant | null; variantCount: number }) {
  const t = useTranslations('Product');
  const counted = useCountValues();
  if (!variant) return <p className="mt-2 text-muted-foreground">{t('variantCount', counted(variantCount))}</p>;
  const unit = variant.unitOfMeasure;
  const presentation = unit && variant.unitsPerItem > 1 ? t('unitsPerItem', { unit, count: variant.unitsPerItem }) : unit;
  return (
    <dl className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {presentation ? (
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t('presentation')}:</dt>
          <dd className="font-semibold">{presentation}</dd>
        </div>
      ) : null}
      <div className="flex gap-1">
        <dt className="sr-only">{t('reference')}</dt>
        <dd className="text-muted-foreground">{t('sku', { sku: variant.sku })}</dd>
      </div>
      <div>
        <dt className="sr-only">{t('availability')}</dt>
        <dd>
          <Badge variant={variant.inStock ? 'success' : 'danger'}>{variant.inStock ? t('inStock') : t('soldOut')}</Badge>
        </dd>
      </div>
    </dl>
  );
}

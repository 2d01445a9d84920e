import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { Package } from 'lucide-react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import type { PublicProduct } from '@/lib/data/catalog';
import { displayPrice } from '@/lib/domain/display-price';
import { Link } from '@/lib/i18n/navigation';
import { cardProduct } from './card-product';
import { PriceTag } from './price-tag';

/**
 * Rendered width of a card picture in the store grid (2 → 3 → 4 → 5 columns, the filter
 * sidebar from lg, max-w-7xl). Phones get 360-640 px sources, never a desktop-sized file.
 */
export const PRODUCT_GRID_SIZES = '(min-width: 1280px) 200px, (min-width: 1024px) 19vw, (min-width: 640px) 31vw, 48vw';

/**
 * The source widths a card can use: at most ~310 CSS px (31vw of a 1023 px window) at 2×, and a
 * phone's 48vw at 3×. next/image would list all twelve configured widths, up to 1920, in every
 * card's srcset, twice (HTML and flight data).
 */
const CARD_WIDTHS = new Set([256, 384, 480, 640]);

export type ProductCardProps = {
  product: PublicProduct;
  /** The first row of the grid: its pictures are the page's largest contentful paint. */
  preload?: boolean;
};

/**
 * A store grid card (spec §2 Store): picture, name, price and the add button. A server component:
 * its markup is rendered here, and only the add button (a client island, handed the few fields
 * of `cardProduct`) ships props in the flight data. The name's link stretches over the whole
 * card (one tab stop); the button sits above it, outside the link.
 */
export function ProductCard({ product, preload = false }: ProductCardProps) {
  const image = product.imageUrl ?? product.variants[0]?.imageUrl ?? null;
  const price = displayPrice(product.variants);

  return (
    <article className="group relative flex h-full flex-col rounded-card border border-border bg-surface p-2 shadow-card transition-shadow hover:shadow-raised sm:p-3">
      <div className="overflow-hidden rounded-control bg-surface-muted">
        {image ? (
          <CardImage src={image} alt={product.name} preload={preload} />
        ) : (
          <div className="flex aspect-square items-center justify-center">
            <Package aria-hidden="true" className="size-12 text-muted-foreground" />
          </div>
        )}
      </div>
      <h3 className="mt-3 line-clamp-2 min-h-10 text-sm leading-5 font-medium sm:text-base sm:leading-5">
        <Link
          href={`/producto/${product.slug}`}
          className="rounded-sm text-foreground after:absolute after:inset-0 after:rounded-card after:content-[''] group-hover:text-primary focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {product.name}
        </Link>
      </h3>
      {price ? <PriceTag price={price} className="mt-auto pt-2" /> : null}
      {/* Above the stretched link, so a tap on the button never opens the product page. */}
      <div className="relative z-10 mt-3">
        <AddToCartButton product={cardProduct(product)} className="w-full" />
      </div>
    </article>
  );
}

/**
 * The card's picture as a plain <img> with next/image's responsive sources (getImageProps):
 * `<Image>` is a client component, so each of 24 cards would add its props to the flight data.
 * The first row is preloaded with high priority, as `<Image preload>` does.
 */
function CardImage({ src, alt, preload }: { src: string; alt: string; preload: boolean }) {
  const { props } = getImageProps({
    src,
    alt,
    width: 400,
    height: 400,
    sizes: PRODUCT_GRID_SIZES,
    ...(preload ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const }),
    className:
      'aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none',
  });
  const kept = (props.srcSet ?? '').split(', ').filter((entry) => CARD_WIDTHS.has(Number.parseInt(entry.slice(entry.lastIndexOf(' ') + 1), 10)));
  if (kept.length > 0) {
    props.srcSet = kept.join(', ');
    props.src = kept[kept.length - 1].slice(0, kept[kept.length - 1].lastIndexOf(' '));
  }
  if (preload) {
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  // getImageProps supplies src, srcSet, sizes, width, height, loading and alt.
  return <img {...props} />;
}

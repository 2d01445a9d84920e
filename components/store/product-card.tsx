import type { getTranslations } from 'next-intl/server';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { Icon } from '@/components/ui/icon';
import type { PublicProduct } from '@/lib/contracts/catalog';
import { displayPrice } from '@/lib/domain/display-price';
import { formatCOP } from '@/lib/domain/money';
import { formatPricePerPiece, lowestPricePerPiece } from '@/lib/domain/packs';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { imgProps, lcpImgProps } from '@/lib/server-image';
import { cardProduct, listedVariants, productHref } from './card-product';

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

/** The page's `Store` translator, looked up once for all 24 cards. */
export type StoreTranslator = Awaited<ReturnType<typeof getTranslations<'Store'>>>;

export type CardPicture = 'lcp' | 'eager' | 'lazy';

/** The picture of a grid's `index`-th card on result page `page`: the first card is the LCP, the first row loads eagerly. */
export const gridPicture = (page: number, index: number): CardPicture => (page > 1 || index > 1 ? 'lazy' : index === 0 ? 'lcp' : 'eager');

export type ProductCardProps = {
  product: PublicProduct;
  t: StoreTranslator;
  locale: Locale;
  /**
   * How the picture loads: `lcp` for the page's largest contentful paint (the first card: one
   * picture at high priority, so it has the phone's link to itself), `eager` for the rest of
   * the first row, `lazy` below it.
   */
  picture?: CardPicture;
};

/**
 * A store grid card (spec §2 Store): picture, name, price and the add button. A server component
 * styled by the short classes of store.css (its markup is sent twice: HTML and flight data);
 * only the add button (a client island, handed the few fields of `cardProduct`) ships props. The
 * name's link stretches over the whole card (one tab stop); the button sits above it. The link
 * is a plain <a> (with the locale's prefix): a <Link> is a client component per card, hydrated
 * and prefetching all 24 product pages as soon as the grid is on screen.
 */
export function ProductCard({ product, t, locale, picture = 'lazy' }: ProductCardProps) {
  const image = product.imageUrl ?? product.variants[0]?.imageUrl ?? null;
  // Filtered by attributes: the price of the variants that match (listedVariants).
  const listed = listedVariants(product);
  const price = displayPrice(listed);
  // Sold in packs (of different sizes): the price per piece is what compares (issue 22).
  const perPiece = lowestPricePerPiece(listed);

  return (
    <article className="pc">
      <div className="pc-pic">
        {image ? <CardImage src={image} alt={product.name} picture={picture} /> : <Icon name="package" className="size-12" />}
      </div>
      <h3>
        <a href={getPathname({ href: productHref(product), locale })}>{product.name}</a>
      </h3>
      {price ? (
        <p className="price">
          {price.regular !== null ? <span className="sr-only">{`${t('salePrice')}:`}</span> : null}
          <b className={price.regular !== null ? 'sale' : undefined}>
            {price.from ? t('from', { price: formatCOP(price.amount) }) : formatCOP(price.amount)}
          </b>
          {price.regular !== null ? (
            <>
              <span className="sr-only">{`${t('regularPrice')}:`}</span>
              <del>{formatCOP(price.regular)}</del>
            </>
          ) : null}
        </p>
      ) : null}
      {perPiece ? (
        <p className="pp">
          {t(perPiece.from ? 'fromPerPiece' : 'perPiece', { price: formatPricePerPiece(perPiece.price, perPiece.unitsPerItem) })}
        </p>
      ) : null}
      {/* Above the stretched link, so a tap on the button never opens the product page. */}
      <AddToCartButton product={cardProduct(product)} className="pc-add" />
    </article>
  );
}

/**
 * The card's picture as a plain <img> with next/image's responsive sources (lib/server-image):
 * `<Image>` is a client component, so each of 24 cards would add its props to the flight data.
 * The LCP card is preloaded with high priority, as `<Image preload>` does.
 */
function CardImage({ src, alt, picture }: { src: string; alt: string; picture: CardPicture }) {
  const options = { src, alt, width: 400, height: 400, sizes: PRODUCT_GRID_SIZES };
  const { style: _style, ...props } =
    picture === 'lcp' ? lcpImgProps(options, CARD_WIDTHS) : imgProps({ ...options, loading: picture }, CARD_WIDTHS);
  // getImageProps supplies src, srcSet, sizes, width, height, loading, decoding and alt; its
  // `color: transparent` style only hides the alt text of a broken <Image>, and is left out.
  // eslint-disable-next-line jsx-a11y/alt-text -- getImageProps passes the alt through `props`.
  return <img {...props} />;
}

import { Icon } from '@/components/ui/icon';
import { getLocale, getTranslations } from 'next-intl/server';
import type { FeaturedProduct } from '@/lib/data/featured-products';
import { formatCOP } from '@/lib/domain/money';
import { basePrice } from '@/lib/domain/pricing';
import { countValues } from '@/lib/i18n/count';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { imgProps } from '@/lib/server-image';

// Card widths follow the carousel's slide basis (see product-carousel.tsx).
const CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 62vw';

/** Square picture, name and price; a sale price replaces the price, shown struck through. */
export async function FeaturedProductCard({ product }: { product: FeaturedProduct }) {
  const t = await getTranslations('Home');
  const locale = (await getLocale()) as Locale;
  const current = basePrice(product);
  const onSale = product.salePrice !== null && product.salePrice < product.price;

  return (
    <Link
      href={`/producto/${product.slug}`}
      className="group flex h-full flex-col rounded-card border border-border bg-surface p-3 shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="relative aspect-square overflow-hidden rounded-control bg-surface-muted">
        {product.imageUrl ? (
          <img
            {...imgProps({ src: product.imageUrl, alt: product.name, fill: true, sizes: CARD_SIZES })}
            alt={product.name}
            data-nimg="fill"
            className="object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : (
          <Icon name="package" className="absolute inset-0 m-auto size-12 text-muted-foreground" />
        )}
      </div>
      <h3 className="mt-3 line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-medium text-foreground group-hover:text-primary sm:text-base sm:leading-5">
        {product.name}
      </h3>
      <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
        {onSale ? <span className="sr-only">{t('salePrice')}:</span> : null}
        <span className={onSale ? 'text-lg font-bold text-primary' : 'text-lg font-bold text-foreground'}>{formatCOP(current)}</span>
        {onSale ? (
          <>
            <span className="sr-only">{t('regularPrice')}:</span>
            <del className="text-sm text-muted-foreground">{formatCOP(product.price)}</del>
          </>
        ) : null}
      </p>
      {product.variantCount > 1 ? (
        <p className="mt-1 text-xs text-muted-foreground">{t('options', countValues(product.variantCount, locale))}</p>
      ) : null}
    </Link>
  );
}

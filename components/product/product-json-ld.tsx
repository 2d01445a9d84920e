import type { BreadcrumbList, Offer, Product, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { business } from '@/lib/business';
import type { PublicProduct } from '@/lib/contracts/catalog';
import { basePrice } from '@/lib/domain/pricing';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, localizedPath } from '@/lib/seo';
import type { Crumb } from './breadcrumbs';

/** Absolute addresses of the page and its picture, as search engines need them. */
type ProductUrls = { pageUrl: string; imageUrl: string | null };

export function productJsonLd(product: PublicProduct, { pageUrl, imageUrl }: ProductUrls): WithContext<Product> {
  const offers: Offer[] = product.variants.map((variant) => ({
    '@type': 'Offer',
    sku: variant.sku,
    price: basePrice(variant),
    priceCurrency: 'COP',
    availability: variant.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    url: pageUrl,
    seller: { '@type': 'Organization', name: business.name },
  }));
  const prices = product.variants.map(basePrice);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(product.variants[0] ? { sku: product.variants[0].sku } : {}),
    url: pageUrl,
    brand: { '@type': 'Brand', name: business.name },
    category: product.category.name,
    // One presentation: its offer. Several: their price range, with every offer listed.
    ...(offers.length === 1
      ? { offers: offers[0] }
      : offers.length > 1
        ? {
            offers: {
              '@type': 'AggregateOffer',
              priceCurrency: 'COP',
              lowPrice: Math.min(...prices),
              highPrice: Math.max(...prices),
              offerCount: offers.length,
              availability: product.variants.some((v) => v.inStock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              offers,
            },
          }
        : {}),
  };
}

/** The breadcrumb trail; the last crumb (the product) is the page itself. */
export function breadcrumbJsonLd(items: readonly Crumb[], pageUrl: string, locale: Locale): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: item.href ? absoluteUrl(localizedPath(locale, item.href)) : pageUrl,
    })),
  };
}

type ProductJsonLdProps = { product: PublicProduct; crumbs: readonly Crumb[]; urls: ProductUrls; locale: Locale };

export function ProductJsonLd({ product, crumbs, urls, locale }: ProductJsonLdProps) {
  return (
    <>
      <JsonLd data={productJsonLd(product, urls)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, urls.pageUrl, locale)} />
    </>
  );
}

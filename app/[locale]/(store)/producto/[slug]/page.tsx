import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs, type Crumb } from '@/components/product/breadcrumbs';
import { ProductJsonLd } from '@/components/product/product-json-ld';
import { ProductView } from '@/components/product/product-view';
import { viewProduct } from '@/components/product/view-product';
import { getProductBySlug, type PublicProduct } from '@/lib/data/catalog';
import { displayPrice } from '@/lib/domain/display-price';
import { formatCOP } from '@/lib/domain/money';
import { storeHref } from '@/lib/domain/store-pages';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, buildMetadata, localizedPath, productPath } from '@/lib/seo';
import { imgProps, lcpImgProps } from '@/lib/server-image';

type Props = { params: Promise<{ locale: string; slug: string }> };

// One query per request: generateMetadata and the page share the result.
const loadProduct = cache(async (slug: string) => {
  // Reads the database: render per request, never at build time.
  await connection();
  return getProductBySlug(slug);
});

const pictureOf = (product: PublicProduct) => product.imageUrl ?? product.variants[0]?.imageUrl ?? null;

// Full width on phones, half of the max-w-6xl page beside the details from md up.
const IMAGE_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) 48vw, 100vw';

/**
 * The <img> props of every picture the page can show (the product's and its variants'): the first
 * one shown is the LCP element (preloaded); the others appear when a variant is chosen.
 */
function pictures(product: PublicProduct) {
  const first = pictureOf(product);
  const urls = new Set([first, ...product.variants.map((v) => v.imageUrl)].filter((url): url is string => Boolean(url)));
  return Object.fromEntries(
    [...urls].map((src) => [
      src,
      (src === first ? lcpImgProps : imgProps)({ src, alt: product.name, width: 800, height: 800, sizes: IMAGE_SIZES }),
    ]),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  const product = await loadProduct(slug);
  if (!product) return {};
  const t = await getTranslations({ locale, namespace: 'Product' });
  const price = displayPrice(product.variants);
  const priceText = price ? (price.from ? t('fromPrice', { price: formatCOP(price.amount) }) : formatCOP(price.amount)) : '';
  const picture = pictureOf(product);
  return buildMetadata({
    locale,
    title: product.name,
    description: product.description ? clip(product.description, 160) : t('metaDescription', { name: product.name, price: priceText }),
    path: productPath(product.slug),
    ...(picture ? { image: { url: picture, alt: product.name } } : {}),
  });
}

/** /producto/<slug> (DESIGN "Storefront beyond the spec"): server-rendered, 404 when unknown. */
export default async function ProductPage({ params }: Props) {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  setRequestLocale(locale);
  const product = await loadProduct(slug);
  if (!product) notFound();
  const t = await getTranslations('Product');

  const crumbs: Crumb[] = [
    { label: t('home'), href: '/' },
    { label: t('store'), href: '/tienda' },
    { label: product.category.name, href: storeHref({ search: '', categories: [product.category.name], attributes: {} }) },
    { label: product.name },
  ];
  const picture = pictureOf(product);
  const urls = {
    pageUrl: absoluteUrl(localizedPath(locale, productPath(product.slug))),
    imageUrl: picture ? absoluteUrl(picture) : null,
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-12 sm:px-6 lg:pt-8">
      <ProductJsonLd product={product} crumbs={crumbs} urls={urls} locale={locale} />
      <Breadcrumbs items={crumbs} />
      <ProductView
        product={viewProduct(product)}
        images={pictures(product)}
        header={<h1 className="text-2xl leading-tight font-bold tracking-tight break-words sm:text-3xl">{product.name}</h1>}
      >
        {product.description ? (
          <section aria-labelledby="descripcion-titulo" className="mt-8">
            <h2 id="descripcion-titulo" className="text-lg font-semibold">
              {t('description')}
            </h2>
            {product.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index} className="mt-2 leading-relaxed whitespace-pre-line text-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ) : null}
      </ProductView>
    </div>
  );
}

/** A meta description of at most `max` characters, cut at a word. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1)).replace(/[,.;:]$/, '')}…`;
}

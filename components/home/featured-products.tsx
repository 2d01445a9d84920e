import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { type FeaturedProduct, listFeaturedProducts } from '@/lib/data/featured-products';
import { Link } from '@/lib/i18n/navigation';
import { FeaturedProductCard } from './featured-product-card';
import { ProductCarousel } from './product-carousel';

const HEADING_ID = 'destacados-titulo';

async function loadFeatured(): Promise<FeaturedProduct[]> {
  try {
    return await listFeaturedProducts();
  } catch (error) {
    // The hero and the rest of the home still work; the failure is logged for staff. The page
    // cache does not keep this render: the catalogue cache counted the failed read.
    console.error('No se pudieron cargar los productos destacados', error);
    return [];
  }
}

/** "Productos destacados" (spec §2 Home): a carousel of featured products from the database. */
export async function FeaturedProducts() {
  const t = await getTranslations('Home');
  const products = await loadFeatured();

  const header = (
    <>
      <h2 id={HEADING_ID} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('featuredTitle')}
      </h2>
      <p className="mt-1 text-muted-foreground">{t('featuredSubtitle')}</p>
    </>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      {products.length === 0 ? (
        <section aria-labelledby={HEADING_ID}>
          {header}
          <div className="mt-6 flex flex-col items-center gap-4 rounded-card border border-dashed border-input bg-primary-soft px-6 py-10 text-center">
            <Icon name="packageOpen" className="size-10 text-primary" />
            <p className="max-w-md text-foreground">{t('featuredEmpty')}</p>
            <Link href="/tienda" className={buttonClasses({ variant: 'primary' })}>
              {t('heroCta')}
            </Link>
          </div>
        </section>
      ) : (
        <>
          <ProductCarousel labelledBy={HEADING_ID} header={header}>
            {products.map((product) => (
              <FeaturedProductCard key={product.id} product={product} />
            ))}
          </ProductCarousel>
          <div className="mt-6 text-center">
            <Link href="/tienda" className={buttonClasses({ variant: 'outline' })}>
              {t('viewAll')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

/** Placeholder while the database answers, same height as the carousel to avoid a jump. */
export async function FeaturedProductsSkeleton() {
  const t = await getTranslations('Common');
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16" aria-busy="true">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <div className="h-8 w-64 max-w-full animate-pulse rounded-control bg-surface-muted" />
      <div className="mt-6 flex gap-4 overflow-hidden">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="aspect-[3/4] w-[62%] shrink-0 animate-pulse rounded-card bg-surface-muted sm:w-1/3 lg:w-1/4 xl:w-1/5" />
        ))}
      </div>
    </div>
  );
}

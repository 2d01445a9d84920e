import { getTranslations } from 'next-intl/server';
import { type PublicCategory, listClosestProducts } from '@/lib/data/catalog';
import { closestCategories } from '@/lib/domain/closest';
import { storeHref } from '@/lib/domain/store-pages';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

const chipClasses =
  'inline-flex min-h-tap max-w-full items-center rounded-full border border-input bg-surface px-3 text-sm font-medium hover:bg-surface-muted';

/**
 * Under 'No se encontraron productos.' for a search (issue 20 item 7, no dead end): the
 * categories and products closest to what was typed, as links (lib/domain/closest.ts and
 * listClosestProducts state the rule). Nothing when nothing is close.
 */
export async function ClosestSuggestions({
  search,
  categories,
  locale,
}: {
  search: string;
  categories: readonly PublicCategory[];
  locale: Locale;
}) {
  const [t, products] = await Promise.all([getTranslations({ locale, namespace: 'Store' }), listClosestProducts(search)]);
  const near = closestCategories(categories, search);
  if (near.length === 0 && products.length === 0) return null;

  const list = (id: string, title: string, links: { key: number; href: string; label: string }[]) =>
    links.length ? (
      <div className="mt-4">
        <h3 id={id} className="text-sm font-semibold text-muted-foreground">
          {title}
        </h3>
        <ul aria-labelledby={id} className="mt-2 flex flex-wrap justify-center gap-2">
          {links.map((link) => (
            <li key={link.key} className="max-w-full">
              <Link href={link.href} className={chipClasses}>
                <span className="truncate">{link.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    ) : null;

  return (
    <section aria-labelledby="parecidos-titulo" className="mt-6">
      <h2 id="parecidos-titulo" className="font-semibold">
        {t('closestHeading')}
      </h2>
      {list(
        'parecidos-categorias',
        t('closestCategories'),
        near.map((category) => ({
          key: category.id,
          href: storeHref({ search: '', categories: [category.name], attributes: {} }),
          label: category.name,
        })),
      )}
      {list(
        'parecidos-productos',
        t('closestProducts'),
        products.map((product) => ({ key: product.id, href: `/producto/${product.slug}`, label: product.name })),
      )}
    </section>
  );
}

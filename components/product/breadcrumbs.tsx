import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export type Crumb = { label: string; href?: string };

/** Inicio › Tienda › Category › Product: links up the path, the current page last. */
export async function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = await getTranslations('Product');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 text-muted-foreground">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-x-1">
            {index > 0 ? <Icon name="chevronRight" className="size-4 shrink-0" /> : null}
            {item.href ? (
              <Link
                href={item.href}
                className="inline-flex min-h-tap items-center rounded-sm underline-offset-4 hover:text-primary hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium break-all text-foreground sm:break-normal">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

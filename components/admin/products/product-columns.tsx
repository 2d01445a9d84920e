'use client';

import Image from 'next/image';
import { Package } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/admin/data-table';
import { Badge } from '@/components/ui/badge';
import type { AdminProduct } from '@/lib/data/admin/products';
import { priceRangeText } from './product-list-helpers';

function ProductThumbnail({ product }: { product: AdminProduct }) {
  const t = useTranslations('AdminProducts');
  const src = product.imageUrl ?? product.variants.find((v) => v.imageUrl)?.imageUrl ?? null;
  return (
    <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-control border border-border bg-surface-muted">
      {src ? (
        <Image
          src={src}
          alt={t('imageAlt', { name: product.name })}
          width={56}
          height={56}
          sizes="56px"
          className="size-full object-cover"
        />
      ) : (
        <Package aria-hidden="true" className="size-6 text-muted-foreground" />
      )}
    </div>
  );
}

/** The product list's columns (spec 2 §2): picture with name and 'Destacado', category, price, variants. */
export function useProductColumns(): DataTableColumn<AdminProduct>[] {
  const t = useTranslations('AdminProducts');
  return [
    {
      id: 'name',
      header: t('product'),
      primary: true,
      className: 'min-w-64',
      cell: (product) => (
        <div className="flex items-center gap-3">
          <ProductThumbnail product={product} />
          <div className="min-w-0 space-y-1">
            <span className="block break-words">{product.name}</span>
            {product.isFeatured ? <Badge variant="success">{t('featured')}</Badge> : null}
            {product.archivedAt ? (
              <Badge variant="neutral" title={t('archivedHint')}>
                {t('archivedBadge')}
              </Badge>
            ) : null}
          </div>
        </div>
      ),
    },
    { id: 'category', header: t('category'), cell: (product) => product.category.name },
    {
      id: 'price',
      header: t('price'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (product) => priceRangeText(product.variants) ?? t('noPrice'),
    },
    {
      id: 'variants',
      header: t('variants'),
      className: 'whitespace-nowrap',
      cell: (product) => t('variantCount', { count: product.variants.length }),
    },
  ];
}

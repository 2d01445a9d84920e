import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { DisplayPrice } from '@/lib/domain/display-price';
import { formatCOP } from '@/lib/domain/money';

const sizes = { sm: ['text-sm', 'text-xs'], md: ['text-lg', 'text-sm'], lg: ['text-3xl', 'text-lg'] } as const;

/**
 * A product's price (spec §2 Store): the sale price replaces the price, which is shown struck
 * through; 'Desde $X' when the variants differ. Works in server and client components.
 */
export function PriceTag({ price, size = 'md', className }: { price: DisplayPrice; size?: keyof typeof sizes; className?: string }) {
  const t = useTranslations('Store');
  const [main, struck] = sizes[size];
  const amount = formatCOP(price.amount);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      {price.regular !== null ? <span className="sr-only">{t('salePrice')}:</span> : null}
      <span className={cn('font-bold', main, price.regular !== null ? 'text-primary' : 'text-foreground')}>
        {price.from ? t('from', { price: amount }) : amount}
      </span>
      {price.regular !== null ? (
        <>
          <span className="sr-only">{t('regularPrice')}:</span>
          <del className={cn('text-muted-foreground', struck)}>{formatCOP(price.regular)}</del>
        </>
      ) : null}
    </p>
  );
}

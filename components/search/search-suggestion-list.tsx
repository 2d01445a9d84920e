'use client';

import { ArrowRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { CartThumb } from '@/components/cart/cart-thumb';
import { cn } from '@/components/ui/cn';
import { PriceTag } from '@/components/store/price-tag';
import type { PublicProduct } from '@/lib/contracts/catalog';
import { displayPrice } from '@/lib/domain/display-price';

type SearchSuggestionListProps = {
  id: string;
  products: readonly PublicProduct[];
  /** Index of the highlighted option (the last one is 'Ver todos los resultados'); -1 for none. */
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
  /** The previous term's list, shown while the new one loads. */
  stale?: boolean;
};

const optionClasses =
  'flex min-h-tap cursor-pointer items-center gap-3 rounded-control px-2 py-1.5 text-foreground hover:bg-surface-muted aria-selected:bg-primary-soft aria-selected:ring-2 aria-selected:ring-primary aria-selected:ring-inset';

/**
 * The suggestions listbox. Options hold no links (a listbox option must not nest interactive
 * content): the combobox navigates when one is chosen by click, tap or Enter.
 */
export function SearchSuggestionList({ id, products, activeIndex, optionId, onChoose, stale }: SearchSuggestionListProps) {
  const t = useTranslations('Search');
  return (
    <ul id={id} role="listbox" aria-label={t('suggestions')} className={cn('space-y-0.5', stale && 'opacity-60')}>
      {products.map((product, index) => {
        const price = displayPrice(product.variants);
        return (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard stays in the combobox's input, which moves the active option (aria-activedescendant) and chooses it with Enter.
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keep focus (and the caret) in the field: the click chooses, the field stays active.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(index)}
            className={optionClasses}
          >
            <CartThumb src={product.imageUrl ?? product.variants[0]?.imageUrl ?? null} alt="" size={48} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm leading-5 font-medium">{product.name}</p>
              {price ? <PriceTag price={price} size="sm" /> : null}
            </div>
          </li>
        );
      })}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard stays in the combobox's input, which moves the active option (aria-activedescendant) and chooses it with Enter. */}
      <li
        id={optionId(products.length)}
        role="option"
        aria-selected={activeIndex === products.length}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(products.length)}
        className={cn(optionClasses, 'justify-between border-t border-border text-sm font-semibold text-primary')}
      >
        {t('viewAll')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </li>
    </ul>
  );
}

'use client';

import { type Key, type ReactNode, useId } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';

type Props<T> = {
  label: string;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Lines under the box: the search failed, or found nothing. */
  notice?: ReactNode;
  /** The list's accessible name ('Productos encontrados'…). */
  resultsLabel: string;
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  listClassName?: string;
  itemClassName?: string;
};

/**
 * 'Nuevo pedido''s search box and what it found, as a named list (the customer picker and the
 * product finder); the list is left out while there is nothing in it.
 */
export function SearchResultList<T>({
  label,
  placeholder,
  text,
  onTextChange,
  notice,
  resultsLabel,
  items,
  itemKey,
  renderItem,
  listClassName,
  itemClassName,
}: Props<T>) {
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-q`} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          placeholder={placeholder}
          className="ps-10"
        />
      </div>
      {notice}
      {items.length ? (
        <ul className={cn('space-y-1 rounded-card border border-border p-2', listClassName)} aria-label={resultsLabel}>
          {items.map((item) => (
            <li key={itemKey(item)} className={itemClassName}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

'use client';

import { useId, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useOrderProductSearch } from '@/lib/api-client/admin-new-order';
import type { StaffOrderQuote } from '@/lib/data/admin/new-order';
import { formatCOP } from '@/lib/domain/money';
import { SearchResultList } from './search-result-list';

/**
 * The lines of 'Nuevo pedido': found by name or SKU, quantities typed, priced by the server's
 * quote (the cart's priceLine: tiers) with the stock shown. Lines are plain {variantId, quantity}
 * (plus an ADMIN's price change), so any list of items can prefill them: a previous order, or a
 * shared cart (`prefillLines` in new-order-screen.tsx).
 */

export type DraftLine = { variantId: number; quantity: number; unitPrice?: number; priceReason?: string };

type Props = {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  quote: StaffOrderQuote | undefined;
  /** ADMIN: may change a line's unit price (with a reason). */
  canOverride: boolean;
  errors: Record<string, string[] | undefined>;
};

export function OrderLines({ lines, onChange, quote, canOverride, errors }: Props) {
  const t = useTranslations('Admin.newOrder.lines');
  const quoted = new Map((quote?.lines ?? []).map((line) => [line.variantId, line]));
  const update = (variantId: number, patch: Partial<DraftLine>) =>
    onChange(lines.map((line) => (line.variantId === variantId ? { ...line, ...patch } : line)));
  const add = (variantId: number) =>
    onChange(
      lines.some((l) => l.variantId === variantId)
        ? lines.map((l) => (l.variantId === variantId ? { ...l, quantity: l.quantity + 1 } : l))
        : [...lines, { variantId, quantity: 1 }],
    );

  return (
    <div className="space-y-3">
      <ProductFinder onAdd={add} />
      {lines.length === 0 ? <p className="text-sm text-muted-foreground">{t('empty')}</p> : null}
      <ul className="space-y-2" aria-label={t('listLabel')}>
        {lines.map((line, index) => {
          const q = quoted.get(line.variantId);
          const lineErrors = Object.entries(errors)
            .filter(([key]) => key.startsWith(`items.${index}.`))
            .flatMap(([, messages]) => messages ?? []);
          return (
            <li key={line.variantId} className="space-y-2 rounded-card border border-border p-3" data-testid="order-line">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">{q ? q.productName : `#${line.variantId}`}</p>
                  {q ? (
                    <p className="text-sm text-muted-foreground">
                      {[q.description, q.sku].filter(Boolean).join(' · ')} · {t('stock', { stock: q.stock })}
                    </p>
                  ) : null}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('remove')}
                  onClick={() => onChange(lines.filter((l) => l.variantId !== line.variantId))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
              <div className="flex flex-wrap items-end gap-3">
                <label className="space-y-1 text-sm">
                  <span className="block font-medium">{t('quantity')}</span>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    value={line.quantity}
                    onChange={(e) => update(line.variantId, { quantity: Math.max(1, Math.floor(Number(e.target.value) || 1)) })}
                    className="w-24"
                  />
                </label>
                <p className="text-sm tabular-nums">
                  {q ? (
                    <>
                      {formatCOP(line.unitPrice ?? q.unitPrice)} × {line.quantity} ={' '}
                      <strong>{formatCOP((line.unitPrice ?? q.unitPrice) * line.quantity)}</strong>
                      {q.discounted && line.unitPrice === undefined ? <span className="ms-1 text-success">{t('tier')}</span> : null}
                    </>
                  ) : null}
                </p>
              </div>
              {q && line.quantity > q.stock ? <p className="text-sm text-danger">{t('overStock', { stock: q.stock })}</p> : null}
              {canOverride ? (
                <PriceOverride line={line} catalogue={q?.unitPrice} onChange={(patch) => update(line.variantId, patch)} />
              ) : null}
              {lineErrors.map((message) => (
                <p key={message} role="alert" className="text-sm text-danger">
                  {message}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PriceOverride({
  line,
  catalogue,
  onChange,
}: {
  line: DraftLine;
  catalogue: number | undefined;
  onChange: (patch: Partial<DraftLine>) => void;
}) {
  const t = useTranslations('Admin.newOrder.lines');
  const id = useId();
  if (line.unitPrice === undefined) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => onChange({ unitPrice: catalogue ?? 0, priceReason: '' })}>
        {t('changePrice')}
      </Button>
    );
  }
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <label className="space-y-1 text-sm" htmlFor={`${id}-price`}>
        <span className="block font-medium">{t('unitPrice')}</span>
        <Input
          id={`${id}-price`}
          type="number"
          inputMode="numeric"
          min={0}
          value={line.unitPrice}
          onChange={(e) => onChange({ unitPrice: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
        />
      </label>
      <label className="space-y-1 text-sm" htmlFor={`${id}-reason`}>
        <span className="block font-medium">{t('priceReason')}</span>
        <Input
          id={`${id}-reason`}
          value={line.priceReason ?? ''}
          maxLength={300}
          onChange={(e) => onChange({ priceReason: e.target.value })}
        />
      </label>
      <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ unitPrice: undefined, priceReason: undefined })}>
        {t('catalogPrice')}
      </Button>
    </div>
  );
}

function ProductFinder({ onAdd }: { onAdd: (variantId: number) => void }) {
  const t = useTranslations('Admin.newOrder.lines');
  const [text, setText] = useState('');
  const search = useOrderProductSearch(text);
  const products = text.trim().length >= 2 ? (search.data ?? []) : [];
  const variants = products.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
  return (
    <div className="space-y-2">
      <SearchResultList
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        text={text}
        onTextChange={setText}
        notice={
          text.trim().length >= 2 && !search.isFetching && products.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noProducts')}</p>
          ) : null
        }
        resultsLabel={t('results')}
        items={variants}
        itemKey={({ variant }) => variant.id}
        listClassName="max-h-80 overflow-y-auto"
        itemClassName="flex items-center justify-between gap-2 py-1"
        renderItem={({ product, variant }) => (
          <>
            <span className="min-w-0 text-sm">
              <span className="font-medium">{product.name}</span>
              {variant.description ? ` (${variant.description})` : ''}
              <span className="block text-muted-foreground">
                {variant.sku} · {formatCOP(variant.salePrice ?? variant.price)} · {t('stock', { stock: variant.stock })}
              </span>
            </span>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={variant.stock <= 0}
              aria-label={t('addNamed', { name: `${product.name} ${variant.description || variant.sku}` })}
              onClick={() => onAdd(variant.id)}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('add')}
            </Button>
          </>
        )}
      />
    </div>
  );
}

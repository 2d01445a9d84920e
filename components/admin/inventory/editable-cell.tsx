'use client';

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFieldMessage } from '@/components/ui/field-message';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import type { InventoryEdit } from '@/lib/api-client/admin-products';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import type { InventoryField } from '@/lib/validation/admin/inventory';
import { cellText, formatCell, parseCell } from './inventory-cells';

export type EditableCellProps = {
  row: InventoryRow;
  field: InventoryField;
  /** Asks for confirmation; `done` is called once the change is saved (the editor then closes). */
  onConfirm: (row: InventoryRow, edit: InventoryEdit, done: () => void) => void;
};

/**
 * One inline-editable value: a button showing it, then a small editor (Enter applies, Escape
 * cancels). Applying validates like the server and asks for confirmation before saving.
 */
export function EditableCell({ row, field, onConfirm }: EditableCellProps) {
  const t = useTranslations('AdminInventory');
  const say = useFieldMessage();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = row[field];
  const shown = formatCell(field, value);
  const names = { field: t(field), sku: row.sku };

  const valueButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const close = () => {
    refocus.current = true;
    setText(null);
    setError(null);
  };

  // Leaving the editor (applied, saved or cancelled) returns focus to the value, not to <body>.
  useEffect(() => {
    if (text !== null || !refocus.current) return;
    refocus.current = false;
    valueButton.current?.focus();
  }, [text]);

  const apply = () => {
    if (text === null) return;
    const parsed = parseCell(field, text);
    if (!parsed.ok) return setError(parsed.message);
    if (parsed.edit.value === value) return close();
    setError(null);
    onConfirm(row, parsed.edit, close);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (text === null) {
    return (
      <Button
        ref={valueButton}
        variant="ghost"
        size="sm"
        className={cn('-mx-3 min-w-20 justify-between gap-2 font-normal tabular-nums', shown === null && 'text-muted-foreground')}
        aria-label={t('edit', { ...names, value: shown ?? t('none') })}
        onClick={() => setText(cellText(value))}
      >
        {shown ?? t('none')}
        <Pencil aria-hidden="true" className="size-4 text-muted-foreground" />
      </Button>
    );
  }

  const errorId = `inventory-${row.id}-${field}-error`;
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-1">
        <Input
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the cell turned into this field because staff tapped it to edit.
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          inputMode={field === 'stock' ? 'numeric' : 'decimal'}
          autoComplete="off"
          aria-label={t('editing', names)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={field === 'salePrice' || field === 'costPrice' ? t('emptyHint') : undefined}
          // Never squeezed below 5 digits and more (a stock of 25.700, a price of 1.250.000), yet it
          // shrinks from its 7rem to fit a 360 px phone card beside its two buttons.
          className="w-28 min-w-[5.5rem] flex-1 px-2"
        />
        <Button size="icon" aria-label={t('applyNamed', names)} title={t('apply')} onClick={apply}>
          <Check aria-hidden="true" className="size-5" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('cancelNamed', names)} title={t('cancel')} onClick={close}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}

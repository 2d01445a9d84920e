'use client';

import { type KeyboardEvent, useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { ShellIcon } from '@/components/ui/shell-icon';
import { MAX_LINE_QUANTITY } from '@/lib/cart/cart';

export type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** 1 in the option dialog; 0 in the cart, where 0 removes the line. */
  min: number;
  /** Accessible names: the field's label and the two buttons'. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** Show the label above the control instead of only to assistive technology. */
  showLabel?: boolean;
  /** The stock, when known: asking for more sets it and calls `onOverMax` ('Solo quedan N'). */
  max?: number;
  onOverMax?: (max: number) => void;
  className?: string;
};

const stepClasses = 'inline-flex size-tap shrink-0 items-center justify-center text-foreground hover:bg-surface-muted disabled:opacity-40';

/** − / number / +. The typed value is applied on blur or Enter, so clearing the field to retype removes nothing. */
export function QuantityStepper({
  value,
  onChange,
  min,
  label,
  decreaseLabel,
  increaseLabel,
  showLabel,
  max = MAX_LINE_QUANTITY,
  onOverMax,
  className,
}: QuantityStepperProps) {
  const limit = Math.max(Math.min(max, MAX_LINE_QUANTITY), min);
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  // When the committed value changes (a button, another tab) the field shows it. Adjusting
  // state during render, not remounting, keeps focus on the button being pressed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  function commit() {
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) return setDraft(String(value));
    const next = Math.min(Math.max(typed, min), limit);
    if (next === value) setDraft(String(value));
    else onChange(next);
    // After onChange: a parent that clears its 'Solo quedan N' on change keeps this one.
    if (typed > limit) onOverMax?.(limit);
  }

  function increase() {
    if (value < limit) onChange(value + 1);
    else onOverMax?.(limit);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <div className={className}>
      <label htmlFor={id} className={cn('mb-1 block text-sm font-medium', !showLabel && 'sr-only')}>
        {label}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-control border border-input bg-surface">
        <button
          type="button"
          className={stepClasses}
          aria-label={decreaseLabel}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <ShellIcon name="minus" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={limit}
          step={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className="h-tap w-16 border-x border-input bg-transparent text-center text-base tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepClasses}
          aria-label={increaseLabel}
          // At the stock the button stays pressable, to say why it stops there.
          disabled={value >= limit && !onOverMax}
          onClick={increase}
        >
          <ShellIcon name="plus" className="size-4" />
        </button>
      </div>
    </div>
  );
}

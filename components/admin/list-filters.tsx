'use client';

import type { FormEvent, ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A back-office list's search box: searched on Enter or the button, not on every key. */
export function ListSearchForm(props: {
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  value: string;
  maxLength: number;
  /** Read by screen readers after the label (what the box searches in). */
  hint?: string;
  onValueChange: (value: string) => void;
  onSubmit: (value: string) => void;
}) {
  const { id, hint } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(props.value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1 space-y-1.5">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium">
          {props.label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            type="search"
            name="q"
            value={props.value}
            maxLength={props.maxLength}
            onChange={(event) => props.onValueChange(event.target.value)}
            placeholder={props.placeholder}
            aria-describedby={hint ? `${id}-q-hint` : undefined}
            className="ps-10"
          />
        </div>
        {hint ? (
          <p id={`${id}-q-hint`} className="sr-only">
            {hint}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" className="size-4" />
        {props.submitLabel}
      </Button>
    </form>
  );
}

/** A labelled filter control. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** 'Desde' and 'Hasta' as calendar days (AAAA-MM-DD); each bounds the other. */
export function DayRangeFields(props: {
  id: string;
  labels: { from: string; to: string };
  from: string;
  to: string;
  /** The latest day 'Desde' may take when 'Hasta' is empty (today, for lists of the past). */
  latest?: string;
  className?: string;
  onChange: (next: { from?: string; to?: string }) => void;
}) {
  const { id, from, to } = props;
  return (
    <>
      <FilterField id={`${id}-from`} label={props.labels.from}>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || props.latest || undefined}
          onChange={(event) => props.onChange({ from: event.target.value })}
          className={props.className}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label={props.labels.to}>
        <Input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => props.onChange({ to: event.target.value })}
          className={props.className}
        />
      </FilterField>
    </>
  );
}

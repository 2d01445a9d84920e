'use client';

import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { filterLocationOptions, findLocationOption } from '@/lib/domain/locations';
import { LocationListbox } from './location-listbox';

export type LocationComboboxProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly string[];
  /** Shown in the list when nothing matches ('No se encontró.'). */
  emptyText: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A searchable single choice (WAI-ARIA APG "combobox with listbox popup", manual selection):
 * typing filters ignoring case, spaces and accents; arrows move, Enter or a tap chooses,
 * Escape closes. Only a listed option becomes the value: leaving the field with a text that
 * names no option puts the chosen value back.
 */
export function LocationCombobox(props: LocationComboboxProps) {
  const { label, value, onChange, onBlur, options, emptyText, hint, error, disabled, required, inputRef } = props;
  const id = useId();
  const [query, setQuery] = useState<string | null>(null); // null: not typing, show the value
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => filterLocationOptions(options, query ?? ''), [options, query]);
  const optionId = (i: number) => `${id}-option-${i}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, open, active]);

  function choose(option: string) {
    onChange(option);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  }

  function openList() {
    setOpen(true);
    setActive(Math.max(0, matches.indexOf(value)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length === 0 ? -1 : (i + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault(); // never submits the form while choosing
      if (active >= 0 && matches[active]) choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
      setQuery(null);
    } else if (event.key === 'Tab' && open && active >= 0 && matches[active]) {
      choose(matches[active]);
    }
  }

  function onInputBlur() {
    if (query !== null) {
      const typed = query.trim() === '' ? '' : findLocationOption(options, query);
      if (typed !== null) onChange(typed);
      setQuery(null);
    }
    setOpen(false);
    onBlur?.();
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-input`} required={required}>
        {label}
      </Label>
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={open && active >= 0 && matches[active] ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          disabled={disabled}
          value={query ?? value}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(e.target.value.trim() ? 0 : -1);
          }}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
          className={cn(controlClasses, 'pe-10')}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <LocationListbox
          id={`${id}-listbox`}
          label={label}
          open={open}
          options={matches}
          value={value}
          active={active}
          optionId={optionId}
          emptyText={emptyText}
          onChoose={choose}
          onHover={setActive}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

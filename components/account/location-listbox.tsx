'use client';

import { cn } from '@/components/ui/cn';

type Props = {
  id: string;
  label: string;
  open: boolean;
  options: readonly string[];
  value: string;
  active: number;
  optionId: (index: number) => string;
  emptyText: string;
  onChoose: (option: string) => void;
  onHover: (index: number) => void;
};

/** The popup of LocationCombobox: the matching options, or 'No se encontró.' when none match. */
export function LocationListbox({ id, label, open, options, value, active, optionId, emptyText, onChoose, onHover }: Props) {
  return (
    <div
      hidden={!open}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-control border border-border bg-surface p-1 shadow-raised"
    >
      <ul id={id} role="listbox" aria-label={label}>
        {options.map((option, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard stays in the combobox's input, which moves the active option (aria-activedescendant) and chooses it with Enter.
          <li
            key={option}
            id={optionId(i)}
            role="option"
            aria-selected={option === value}
            // Keeps focus in the input, so its blur does not run before the choice.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(option)}
            onMouseMove={() => onHover(i)}
            className={cn(
              'flex min-h-tap cursor-pointer items-center rounded-md px-3 text-base',
              i === active && 'bg-primary-soft text-primary-active',
              option === value && 'font-semibold',
            )}
          >
            {option}
          </li>
        ))}
      </ul>
      {open && options.length === 0 ? (
        <p role="status" className="px-3 py-2.5 text-muted-foreground">
          {emptyText}
        </p>
      ) : null}
    </div>
  );
}

/** For a dialog's onEscapeKeyDown: Escape in an open list closes the list, not the dialog. */
export function keepDialogOpenForListEscape(event: globalThis.KeyboardEvent) {
  const target = event.target as Element | null;
  if (target?.getAttribute?.('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') event.preventDefault();
}

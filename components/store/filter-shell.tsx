'use client';

import {
  type ChangeEvent,
  createContext,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  use,
  useEffect,
  useRef,
  useState,
} from 'react';
import { buttonClasses } from '@/components/ui/button';
import { PageIcon } from '@/components/ui/page-icon';
import { Spinner } from '@/components/ui/spinner';
import { type StoreFilters, toggleFilterValue } from '@/lib/domain/store-filters';
import { isValueActive } from '@/lib/domain/store-pages';
import { useFilterNavigation } from './use-filter-navigation';

/*
 * The store filters' small client side. filter-panel.tsx server-renders the search form and the
 * <details> sections; these islands add: the checkbox lists, drawn from compact props (values
 * only: a server-rendered list would send every checkbox's markup again in the flight data),
 * navigation on change (one delegated listener), the 'Filtros' button and the side panel it
 * opens below lg (a modal dialog: focus moves in and stays there, Escape closes, focus returns
 * to the button), and the sections' open state. No Radix.
 */

type Panel = { open: boolean; setOpen: (open: boolean) => void; trigger: RefObject<HTMLButtonElement | null> };
const PanelContext = createContext<Panel | null>(null);

function usePanel(): Panel {
  const panel = use(PanelContext);
  if (!panel) throw new Error('FilterPanelProvider is missing');
  return panel;
}

export function FilterPanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return <PanelContext value={{ open, setOpen, trigger }}>{children}</PanelContext>;
}

/** 'Filtros' (with the number of active filters) below lg: opens the side panel. */
export function FilterButton({ label, children }: { label: string; children: ReactNode }) {
  const { open, setOpen, trigger } = usePanel();
  return (
    <button
      ref={trigger}
      type="button"
      className={buttonClasses({ variant: 'outline', size: 'sm', className: 'lg:hidden' })}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls="filtros"
      onClick={() => setOpen(true)}
    >
      {children}
    </button>
  );
}

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), summary';

/** The filters' sidebar (from lg) that is also the side panel (below lg) while open. */
export function FilterPanel({
  title,
  closeLabel,
  showLabel,
  children,
}: {
  title: string;
  closeLabel: string;
  showLabel: string;
  children: ReactNode;
}) {
  const { open, setOpen, trigger } = usePanel();
  const box = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    // Widening the window to the sidebar layout ends the panel.
    const wide = matchMedia('(min-width: 64rem)');
    const onWide = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onWide);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    box.current?.querySelector<HTMLElement>('.fp-x')?.focus();
    // Focus returns to the button that opened the panel.
    const opener = trigger.current;
    return () => {
      wide.removeEventListener('change', onWide);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, setOpen, trigger]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // Keep focus inside the panel (aria-modal).
      const items = [...(box.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.getClientRects().length > 0);
      const edge = event.shiftKey ? items[0] : items[items.length - 1];
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
      }
    }
  }

  return (
    <aside id="filtros" aria-labelledby="filtros-titulo" className="fp" data-open={open || undefined}>
      {open ? <div className="fp-bg" aria-hidden="true" onClick={close} /> : null}
      <div
        ref={box}
        className="fp-box"
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby={open ? 'filtros-titulo' : undefined}
        onKeyDown={onKeyDown}
      >
        <div className="fp-head">
          <h2 id="filtros-titulo">{title}</h2>
          <button type="button" className="fp-x" aria-label={closeLabel} onClick={close}>
            <PageIcon name="x" className="size-5" />
          </button>
        </div>
        <div className="fp-body">{children}</div>
        <div className="fp-foot">
          <button type="button" className={buttonClasses({ className: 'w-full' })} onClick={close}>
            {showLabel}
          </button>
        </div>
      </div>
    </aside>
  );
}

const isChecked = (filters: StoreFilters, input: HTMLInputElement) =>
  isValueActive(input.name === 'category' ? filters.categories : filters.attributes[input.name], input.value);

/**
 * Turns the server-rendered controls into URL changes: a checkbox (its name is the URL
 * parameter, its value the filter value) toggles that value, the search form replaces the
 * search; the other filters stay. Checkboxes follow the URL after each navigation.
 */
export function FilterForm({
  filters: serverFilters,
  updating,
  search,
  children,
}: {
  filters: StoreFilters;
  updating: string;
  search: ReactNode;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const { filters, apply, pending } = useFilterNavigation(serverFilters);
  const shownSearch = useRef(serverFilters.search);

  useEffect(() => {
    for (const input of root.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])
      input.checked = isChecked(filters, input);
  }, [filters]);

  // Follow the URL's search (back button, 'Quitar filtros', the header search).
  useEffect(() => {
    if (shownSearch.current === serverFilters.search) return;
    shownSearch.current = serverFilters.search;
    const input = root.current?.querySelector<HTMLInputElement>('input[name="search"]');
    if (input) input.value = serverFilters.search;
  }, [serverFilters.search]);

  function onChange(event: ChangeEvent<HTMLDivElement>) {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.type === 'checkbox') apply(toggleFilterValue(filters, input.name, input.value));
  }

  function onSubmit(event: FormEvent<HTMLDivElement>) {
    event.preventDefault();
    const search = new FormData(event.target as HTMLFormElement).get('search');
    apply({ ...filters, search: typeof search === 'string' ? search.trim() : '' });
  }

  return (
    <div ref={root} onChange={onChange} onSubmit={onSubmit} aria-busy={pending || undefined}>
      {search}
      <p role="status" className="fp-status">
        {pending ? (
          <>
            <Spinner /> {updating}
          </>
        ) : null}
      </p>
      {children}
    </div>
  );
}

/**
 * A <details> whose open state is the shopper's: a new page of results never closes it. Its
 * content is rendered while open only (closed sections cost no markup; their checkboxes are
 * drawn on the first open).
 */
export function Disclosure({
  open: initiallyOpen,
  className,
  summary,
  children,
}: {
  open: boolean;
  className?: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className={className} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? children : null}
    </details>
  );
}

/**
 * A value, or a category with its subcategories and its toggle's label ('Mostrar subcategorías
 * de …'): compact props, rendered here as checkboxes.
 */
export type CheckItem = string | [name: string, children: CheckItem[], expandLabel: string];

const hasChecked = (items: readonly CheckItem[], checked: readonly string[]): boolean =>
  items.some((item) =>
    typeof item === 'string' ? isValueActive(checked, item) : isValueActive(checked, item[0]) || hasChecked(item[1], checked),
  );

/**
 * One native checkbox per value: its name is the URL parameter and its value the filter value
 * (FilterForm turns a change into a URL). `counts` (value → products it would show, issue 20)
 * follow the value in its label: 'Vasos (12)'. A category with subcategories gets a toggle at the end
 * of its row; its branch starts open when a
 * subcategory is chosen, so the shopper sees why results are filtered.
 */
export function Checks({
  name,
  items,
  checked,
  counts,
}: {
  name: string;
  items: readonly CheckItem[];
  checked: readonly string[];
  counts?: Readonly<Record<string, number>>;
}) {
  return (
    <ul>
      {items.map((item) => {
        const [value, children, expandLabel] = typeof item === 'string' ? [item, null, ''] : item;
        const box = (
          <label>
            <input type="checkbox" name={name} value={value} defaultChecked={isValueActive(checked, value)} />
            {value}
            {counts ? <span className="fp-n"> ({counts[value] ?? 0})</span> : null}
          </label>
        );
        if (!children) return <li key={value}>{box}</li>;
        return (
          <li key={value} className="fp-br">
            {box}
            <Disclosure open={hasChecked(children, checked)} summary={<span className="sr-only">{expandLabel}</span>}>
              <Checks name={name} items={children} checked={checked} counts={counts} />
            </Disclosure>
          </li>
        );
      })}
    </ul>
  );
}

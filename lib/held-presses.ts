import { HYDRATED_ATTRIBUTE } from './hydration-mark';

/**
 * A button, checkbox, radio or disclosure pressed before React has taken it over would do
 * nothing, or be undone by hydration. This inline script, first in the head of every page (a
 * fresh render allows it by the request's nonce, a stored page by its hash: lib/page-cache/stored-page.ts),
 * holds such a press and presses the same element again once React has hydrated it (its props are
 * on the element) and run the page's effects (the root's mark, lib/hydration-mark.ts). Links and
 * text fields work without scripts.
 *
 * The held control shows it at once: it takes PENDING_ATTRIBUTE (styled by HELD_PRESS_STYLE, a
 * pressed and busy look) and `aria-busy`, in the same task as the tap, until the press is
 * replayed. A second tap on a held control is swallowed, not queued again: a double tap on
 * 'Añadir' before the scripts start adds one unit, not two.
 */
export const PENDING_ATTRIBUTE = 'data-pending';

/** Runs in the browser, serialized as is: no outer references. */
function holdEarlyPresses(hydratedAttribute: string, pending: string): void {
  const hydrated = (element: Element) =>
    document.documentElement.hasAttribute(hydratedAttribute) && Object.keys(element).some((key) => key.indexOf('__reactProps$') === 0);
  const mark = (element: Element, on: boolean) => {
    if (on) {
      element.setAttribute(pending, '');
      element.setAttribute('aria-busy', 'true');
    } else {
      element.removeAttribute(pending);
      element.removeAttribute('aria-busy');
    }
  };
  const hold = (event: Event) => {
    const target = event.target as Element | null;
    const submit = event.type === 'submit';
    const control = submit
      ? target
      : target && target.closest && target.closest('button, [role="button"], summary, input[type="checkbox"], input[type="radio"]');
    if (!control || hydrated(control) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (control.hasAttribute(pending)) return;
    mark(control, true);
    const heldAt = Date.now();
    const replay = () => {
      if (hydrated(control)) {
        mark(control, false);
        if (submit) (control as HTMLFormElement).requestSubmit();
        else (control as HTMLElement).click();
      } else if (Date.now() - heldAt > 15000) mark(control, false);
      else setTimeout(replay, 50);
    };
    setTimeout(replay, 50);
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
}

export const HELD_PRESS_SCRIPT = `(${holdEarlyPresses.toString()})(${JSON.stringify(HYDRATED_ATTRIBUTE)},${JSON.stringify(PENDING_ATTRIBUTE)})`;

/** The held control's look, in the page itself: the store's inline styles keep only rules its markup can use. */
export const HELD_PRESS_STYLE = `[${PENDING_ATTRIBUTE}]{cursor:progress;opacity:.6;transform:scale(.96)}`;

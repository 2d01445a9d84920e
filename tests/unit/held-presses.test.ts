import { describe, expect, it, vi } from 'vitest';
import { HELD_PRESS_SCRIPT, HELD_PRESS_STYLE, PENDING_ATTRIBUTE } from '@/lib/held-presses';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration-mark';

/**
 * The inline script that holds a press made before hydration (lib/held-presses.ts), run as the
 * page runs it against a minimal stand-in for the DOM; tests/e2e/early-taps.spec.ts runs it in
 * Chromium on a phone.
 */
class FakeElement {
  attributes = new Map<string, string>();
  clicks = 0;
  inLink = false;
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  closest(selector: string) {
    if (selector === 'a[href]') return this.inLink ? this : null;
    return this;
  }
  click() {
    this.clicks += 1;
  }
}

function page() {
  const listeners = new Map<string, (event: unknown) => void>();
  const timers: (() => void)[] = [];
  const root = new FakeElement();
  new Function('addEventListener', 'document', 'setTimeout', HELD_PRESS_SCRIPT)(
    (type: string, listener: (event: unknown) => void, capture: boolean) => {
      expect(capture).toBe(true);
      listeners.set(type, listener);
    },
    { documentElement: root },
    (callback: () => void) => void timers.push(callback),
  );
  const press = (target: FakeElement, type = 'click') => {
    const event = { type, target, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() };
    listeners.get(type)!(event);
    return event.preventDefault.mock.calls.length > 0 && event.stopImmediatePropagation.mock.calls.length > 0;
  };
  const tick = () => timers.splice(0).forEach((run) => run());
  const hydrate = (...elements: FakeElement[]) => {
    root.setAttribute(HYDRATED_ATTRIBUTE, '');
    for (const element of elements) Object.assign(element, { __reactProps$x1: {} });
  };
  return { press, tick, hydrate, timers };
}

describe('HELD_PRESS_SCRIPT', () => {
  it('holds a press before hydration, marks the control at once, and presses it again once hydrated', () => {
    const { press, tick, hydrate } = page();
    const add = new FakeElement();
    expect(press(add)).toBe(true);
    expect(add.getAttribute(PENDING_ATTRIBUTE)).toBe('');
    expect(add.getAttribute('aria-busy')).toBe('true');
    tick();
    expect(add.clicks).toBe(0); // still waiting for React
    hydrate(add);
    tick();
    expect(add.clicks).toBe(1);
    expect(add.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    expect(add.hasAttribute('aria-busy')).toBe(false);
    // Hydrated: presses pass straight through (the replayed one included).
    expect(press(add)).toBe(false);
  });

  it('swallows a second tap on a held control instead of queuing it', () => {
    const { press, tick, hydrate, timers } = page();
    const add = new FakeElement();
    press(add);
    expect(press(add)).toBe(true);
    expect(timers).toHaveLength(1);
    hydrate(add);
    tick();
    tick();
    expect(add.clicks).toBe(1);
  });

  it('replays a form sent before hydration with requestSubmit, and leaves links alone', () => {
    const { press, tick, hydrate } = page();
    const form = Object.assign(new FakeElement(), { requestSubmit: vi.fn() });
    expect(press(form, 'submit')).toBe(true);
    hydrate(form);
    tick();
    expect(form.requestSubmit).toHaveBeenCalledOnce();
    const inLink = Object.assign(new FakeElement(), { inLink: true });
    expect(press(inLink)).toBe(false);
  });

  it('gives up after 15 s without hydration, and takes the mark off', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(0);
    try {
      const { press, tick } = page();
      const add = new FakeElement();
      press(add);
      now.mockReturnValue(15_001);
      tick();
      expect(add.clicks).toBe(0);
      expect(add.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    } finally {
      now.mockRestore();
    }
  });

  it('is inline-safe and styles the mark', () => {
    expect(HELD_PRESS_SCRIPT).not.toContain('</');
    expect(HELD_PRESS_STYLE).toContain(`[${PENDING_ATTRIBUTE}]{`);
  });
});

/**
 * Set on <html> by the root providers' effect, i.e. once React has hydrated the page and run its
 * effects (a parent's effect runs after all of its children's). lib/page-cache/deferred-boot.ts waits
 * for it before replaying a press it held: an element React has rendered but not yet committed
 * would lose the press, or have it undone by its own mount effect.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Joins class names, skipping falsy values. Callers' classes come last so they can extend a variant. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

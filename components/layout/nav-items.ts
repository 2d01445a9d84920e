/** Main navigation (spec §2 Header). Labels live in messages under Nav.<key>. */
export const mainNavItems = [
  { href: '/', key: 'home', also: [] },
  // Product pages belong to the store.
  { href: '/tienda', key: 'store', also: ['/producto'] },
  { href: '/contacto', key: 'contact', also: [] },
] as const;

export type NavKey = (typeof mainNavItems)[number]['key'];

export function isActivePath(pathname: string, href: string, also: readonly string[] = []): boolean {
  if (href === '/') return pathname === '/';
  return [href, ...also].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

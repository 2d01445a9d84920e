/** Main navigation (spec §2 Header). Labels live in messages under Nav.<key>. */
export const mainNavItems = [
  { href: '/', key: 'home' },
  { href: '/tienda', key: 'store' },
  { href: '/contacto', key: 'contact' },
] as const;

export type NavKey = (typeof mainNavItems)[number]['key'];

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The profile's tabs and their slugs in the URL (`/perfil?tab=envios`); 'pedidos' is the default. */
export type ProfileTab = 'orders' | 'shipments' | 'addresses' | 'data';

const SLUGS: Record<ProfileTab, string> = { orders: 'pedidos', shipments: 'envios', addresses: 'direcciones', data: 'datos' };

export function profileTabOfSlug(slug: string | null | undefined): ProfileTab {
  const found = (Object.keys(SLUGS) as ProfileTab[]).find((tab) => SLUGS[tab] === slug);
  return found ?? 'orders';
}

/** The profile's address for a tab: the default tab has no parameter. */
export function profileTabPath(tab: ProfileTab): string {
  return tab === 'orders' ? '/perfil' : `/perfil?tab=${SLUGS[tab]}`;
}

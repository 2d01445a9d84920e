import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/i18n/route-messages';

/** The cart page starts the checkout (login gate, address dialog): the customer texts ride along. */
export default function CartLayout({ children }: { children: ReactNode }) {
  return <RouteMessages route="customer">{children}</RouteMessages>;
}

import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/i18n/route-messages';

/** The cart page's own texts (summary, lines, WhatsApp order) and the checkout's start (login gate, address dialog). */
export default function CartLayout({ children }: { children: ReactNode }) {
  return <RouteMessages route="cart">{children}</RouteMessages>;
}

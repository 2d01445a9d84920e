import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/i18n/route-messages';

/** The order summary reads the customer area's order texts. */
export default function OrderConfirmedLayout({ children }: { children: ReactNode }) {
  return <RouteMessages route="customer">{children}</RouteMessages>;
}

import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/i18n/route-messages';

/** The product page's own client texts (variant picker, tier table) on top of the shared ones. */
export default function ProductLayout({ children }: { children: ReactNode }) {
  return <RouteMessages route="product">{children}</RouteMessages>;
}

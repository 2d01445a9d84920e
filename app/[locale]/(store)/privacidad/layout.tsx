import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/i18n/route-messages';

/** The consent page's 'Acepto' button reads its own texts (ConsentLink). */
export default function ConsentLinkLayout({ children }: { children: ReactNode }) {
  return <RouteMessages route="consentLink">{children}</RouteMessages>;
}

import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/i18n/route-messages';

/** The contact form's texts on top of the shared ones. */
export default function ContactLayout({ children }: { children: ReactNode }) {
  return <RouteMessages route="contact">{children}</RouteMessages>;
}

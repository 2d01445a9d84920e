import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/i18n/route-messages';
import { QueryProvider } from '@/components/query-provider';

/**
 * A payment link (docs/payment-links.md) shows the checkout's payment steps: the same texts, the same
 * mutation provider, and the floating chat button out of the way of the submit (as /checkout).
 */
export default function PaymentLinkLayout({ children }: { children: ReactNode }) {
  return (
    <RouteMessages route="customer">
      <div data-hides-whatsapp="" className="contents">
        <QueryProvider>{children}</QueryProvider>
      </div>
    </RouteMessages>
  );
}

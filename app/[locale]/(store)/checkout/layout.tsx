import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/i18n/route-messages';
import { QueryProvider } from '@/components/query-provider';

/**
 * The payment page reads the order and the payment methods through React Query. Its submit sits
 * at the bottom of a phone's screen: `data-hides-whatsapp` takes the floating chat button away
 * there (app/globals.css), with no script.
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <RouteMessages route="customer">
      <div data-hides-whatsapp="" className="contents">
        <QueryProvider>{children}</QueryProvider>
      </div>
    </RouteMessages>
  );
}

import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/i18n/route-messages';
import { QueryProvider } from '@/components/query-provider';

/** The payment page reads the order and the payment methods through React Query. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <RouteMessages route="customer">
      <QueryProvider>{children}</QueryProvider>
    </RouteMessages>
  );
}

import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';

/** The payment page reads the order and the payment methods through React Query. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}

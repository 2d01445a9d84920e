import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/i18n/route-messages';
import { QueryProvider } from '@/components/query-provider';

/** The customer area reads its data through React Query; only this route and checkout load it. */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <RouteMessages route="customer">
      <QueryProvider>{children}</QueryProvider>
    </RouteMessages>
  );
}

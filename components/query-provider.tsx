'use client';

import { type ReactNode, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CUSTOMER_QUERY_ROOT, onCustomerSignOut } from '@/lib/session/customer-session';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; avoid refetching on every tab switch on a phone.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per browser session, shared by every route that provides it; one per render on the server. */
function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  if (!browserClient) {
    const client = makeQueryClient();
    // The next person on this phone must not see the previous customer's orders or addresses.
    onCustomerSignOut(() => client.removeQueries({ queryKey: [CUSTOMER_QUERY_ROOT] }));
    browserClient = client;
  }
  return browserClient;
}

/**
 * React Query for the screens that use it (customer area, checkout, back office), provided by
 * their route layouts or lazily loaded dialogs: storefront pages never load it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

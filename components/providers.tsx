'use client';

import { type ReactNode, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UserAuthProvider } from '@/components/account/customer-session';
import { CartProvider } from '@/components/cart/cart-provider';
import { NotificationProvider } from '@/components/notifications/notification-provider';

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

/** Client-side providers shared by every page (inside NextIntlClientProvider). */
export function Providers({ children }: { children: ReactNode }) {
  // One client per browser session; useState keeps it stable across re-renders.
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationProvider>
        <UserAuthProvider>
          <CartProvider>{children}</CartProvider>
        </UserAuthProvider>
      </NotificationProvider>
    </QueryClientProvider>
  );
}

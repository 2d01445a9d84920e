'use client';

import type { ReactNode } from 'react';
import { UserAuthProvider } from '@/components/account/customer-session';
import { CartProvider } from '@/components/cart/cart-provider';
import { NotificationProvider } from '@/components/notifications/notification-provider';

/**
 * Client-side providers shared by every page (inside NextIntlClientProvider). React Query is not
 * one of them: the routes and dialogs that use it wrap themselves in components/query-provider.tsx.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <NotificationProvider>
      <UserAuthProvider>
        <CartProvider>{children}</CartProvider>
      </UserAuthProvider>
    </NotificationProvider>
  );
}

'use client';

import { type ReactNode, useEffect } from 'react';
import { CartProvider } from '@/components/cart/cart-provider';
import { NotificationProvider } from '@/components/notifications/notification-provider';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration-mark';
import { UserAuthProvider } from '@/lib/session/customer-session';

/**
 * Client-side providers shared by every page (inside NextIntlClientProvider). React Query is not
 * one of them: the routes and dialogs that use it wrap themselves in components/query-provider.tsx.
 */
export function Providers({ children }: { children: ReactNode }) {
  // After every effect of the page below: presses held before hydration may now be replayed.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return (
    <NotificationProvider>
      <UserAuthProvider>
        <CartProvider>{children}</CartProvider>
      </UserAuthProvider>
    </NotificationProvider>
  );
}

'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type CustomerSession, decodeCustomerToken } from '@/lib/auth/decode-token';
import { storageKeys } from '@/lib/browser-storage-keys';

export type UserAuthContextValue = {
  /** Name and e-mail from the token; null when signed out. */
  customer: CustomerSession | null;
  token: string | null;
  /** Authenticated when a token is present (the server checks it on every call). */
  isAuthenticated: boolean;
  /** True until the stored token has been read (the server render is always signed out). */
  isLoading: boolean;
  /** Decodes and stores the token; null (and nothing changes) when it cannot be decoded. */
  login: (token: string) => CustomerSession | null;
  logout: () => void;
};

type SessionState = { token: string | null; customer: CustomerSession | null };

const SIGNED_OUT: SessionState = { token: null, customer: null };
/** Query keys of everything that belongs to the signed-in customer (lib/api-client/customer.ts). */
export const CUSTOMER_QUERY_ROOT = 'customer';

const UserAuthContext = createContext<UserAuthContextValue | null>(null);

const signOutListeners = new Set<() => void>();

/** Runs `listener` after every sign-out in this tab (components/query-provider.tsx drops the customer's cached data). */
export function onCustomerSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): the session lives in memory only
  }
}

/** The stored token is decoded at start; a token that cannot be decoded is removed. */
function readStoredSession(): SessionState {
  const store = storage();
  const token = store?.getItem(storageKeys.customerToken) ?? null;
  if (!token) return SIGNED_OUT;
  try {
    const { name, email } = decodeCustomerToken(token);
    return { token, customer: { name, email } };
  } catch (e) {
    console.error('Error al decodificar el token de cliente:', e);
    store?.removeItem(storageKeys.customerToken);
    return SIGNED_OUT;
  }
}

export function UserAuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>(SIGNED_OUT);
  const [isLoading, setLoading] = useState(true);

  useEffect(() => {
    // After hydration, so the server HTML and the first client render agree (both signed out).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored session is read after hydration, so the server HTML and the first render agree (both signed out).
    setSession(readStoredSession());
    setLoading(false);
    // Signing in or out in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.customerToken || event.key === null) setSession(readStoredSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback((token: string): CustomerSession | null => {
    try {
      const { name, email } = decodeCustomerToken(token);
      storage()?.setItem(storageKeys.customerToken, token);
      setSession({ token, customer: { name, email } });
      return { name, email };
    } catch (e) {
      console.error('Error al procesar el login del cliente:', e);
      return null;
    }
  }, []);

  const logout = useCallback(() => {
    storage()?.removeItem(storageKeys.customerToken);
    setSession(SIGNED_OUT);
    for (const listener of signOutListeners) listener();
  }, []);

  const value = useMemo<UserAuthContextValue>(
    () => ({
      customer: session.customer,
      token: session.token,
      isAuthenticated: session.token !== null,
      isLoading,
      login,
      logout,
    }),
    [session, isLoading, login, logout],
  );

  return <UserAuthContext.Provider value={value}>{children}</UserAuthContext.Provider>;
}

export function useUserAuth(): UserAuthContextValue {
  const context = useContext(UserAuthContext);
  if (!context) throw new Error('useUserAuth debe ser usado dentro de un UserAuthProvider');
  return context;
}

'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { storageKeys } from '@/lib/business';
import { apiFetch } from '@/lib/api-client/client';
import type { StaffUserDto } from '@/lib/data/admin/users';
import { mayCall, type StaffOperation } from '@/lib/auth/role-table';
import { can, type StaffPermission } from '@/lib/domain/staff-permissions';

export type AdminUser = StaffUserDto;

export type AdminSessionValue = {
  /** The signed-in staff member, as the server last confirmed it; null when signed out. */
  user: AdminUser | null;
  token: string | null;
  /** True until the stored token has been read and checked with GET /api/admin/profile. */
  isLoading: boolean;
  /** Stores the token (its own key, apart from the customer's) and the user from the login answer. */
  login: (token: string, user: AdminUser) => void;
  /** Forgets the session on this device only; the server call is the caller's business. */
  logout: () => void;
};

type Session = { token: string | null; user: AdminUser | null };
const SIGNED_OUT: Session = { token: null, user: null };

/** Every admin query key starts with this, so signing out drops all of them at once. */
export const ADMIN_QUERY_ROOT = 'admin';

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the session lives in memory only
  }
}

/** A token the server does not accept any more is removed, and the visitor signs in again. */
async function verifyStoredToken(signal: AbortSignal): Promise<Session> {
  const store = storage();
  const token = store?.getItem(storageKeys.adminToken) ?? null;
  if (!token) return SIGNED_OUT;
  try {
    const { user } = await apiFetch<{ user: AdminUser }>('/api/admin/profile', { token, signal });
    if (!user?.email) throw new Error('Respuesta inesperada del servidor');
    return { token, user };
  } catch (error) {
    if (signal.aborted) throw error;
    store?.removeItem(storageKeys.adminToken);
    return SIGNED_OUT;
  }
}

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>(SIGNED_OUT);
  const [isLoading, setLoading] = useState(true);

  useEffect(() => {
    let controller = new AbortController();
    const check = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      setLoading(true);
      verifyStoredToken(signal).then(
        (next) => {
          if (signal.aborted) return;
          setSession(next);
          setLoading(false);
        },
        () => {},
      );
    };
    check();
    // Signing in or out in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.adminToken || event.key === null) check();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      controller.abort();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const login = useCallback(
    (token: string, user: AdminUser) => {
      storage()?.setItem(storageKeys.adminToken, token);
      // Whatever the previous person on this device loaded must not show up for the next one.
      queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
      setSession({ token, user });
      setLoading(false);
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    storage()?.removeItem(storageKeys.adminToken);
    setSession(SIGNED_OUT);
    setLoading(false);
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
  }, [queryClient]);

  const value = useMemo<AdminSessionValue>(
    () => ({ user: session.user, token: session.token, isLoading, login, logout }),
    [session, isLoading, login, logout],
  );

  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const context = useContext(AdminSessionContext);
  if (!context) throw new Error('useAdminSession debe ser usado dentro de un AdminSessionProvider');
  return context;
}

/** ADMIN does everything; VENDEDOR neither manages users nor payment methods (README's role table). */
export function isAdminRole(user: AdminUser | null): boolean {
  return user?.rol === 'ADMIN';
}

/** Whether the signed-in staff member's role may do it: screens hide what it may not. */
export function useStaffCan(permission: StaffPermission): boolean {
  return can(useAdminSession().user?.rol, permission);
}

/** Whether the signed-in staff member may call a back-office operation (lib/auth/role-table.ts). */
export function useStaffMayCall(operation: StaffOperation): boolean {
  return mayCall(useAdminSession().user?.rol, operation);
}

'use client';

import { useCallback } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { ADMIN_QUERY_ROOT, useAdminSession } from '@/lib/session/admin-session';
import { ApiClientError, type ApiRequest, apiFetch } from './client';

/**
 * The back office's calls (spec 2 §7): every one carries the staff bearer token. The resource
 * hooks live next to this file (admin-users.ts, admin-catalog.ts, admin-providers.ts,
 * admin-payment-methods.ts); their query keys all start with `adminKeys.all`.
 */
export const adminKeys = {
  all: [ADMIN_QUERY_ROOT] as const,
  users: [ADMIN_QUERY_ROOT, 'users'] as const,
  categories: [ADMIN_QUERY_ROOT, 'categories'] as const,
  attributes: [ADMIN_QUERY_ROOT, 'attributes'] as const,
  providers: [ADMIN_QUERY_ROOT, 'providers'] as const,
  searchSynonyms: [ADMIN_QUERY_ROOT, 'search-synonyms'] as const,
  paymentMethods: [ADMIN_QUERY_ROOT, 'payment-methods'] as const,
  deliveryRules: [ADMIN_QUERY_ROOT, 'delivery-rules'] as const,
};

export type AdminRequest = Omit<ApiRequest, 'token'>;

/** One authenticated call, with no session side effects (for code outside React). */
export function adminFetch<T>(token: string | null, path: string, request: AdminRequest = {}): Promise<T> {
  return apiFetch<T>(path, { ...request, token });
}

export type AdminCall = <T>(path: string, request?: AdminRequest) => Promise<T>;

export const isUnauthorized = (error: unknown) => error instanceof ApiClientError && error.status === 401;

/**
 * The authenticated fetch for components and query hooks. A 401 means the token stopped
 * working (expired, revoked, user deleted): the session is cleared and the login page shown.
 */
export function useAdminFetch(): AdminCall {
  const { token, logout } = useAdminSession();
  const router = useRouter();
  return useCallback(
    async <T>(path: string, request: AdminRequest = {}): Promise<T> => {
      try {
        return await adminFetch<T>(token, path, request);
      } catch (error) {
        if (isUnauthorized(error) && token) {
          logout();
          router.replace('/admin/login');
        }
        throw error;
      }
    },
    [token, logout, router],
  );
}

/** Whether queries may run: only with a token (the panel guard shows nothing before that). */
export function useAdminEnabled(): boolean {
  const { token, isLoading } = useAdminSession();
  return token !== null && !isLoading;
}

/** The message to show for a failed call: the server's, else the transport's (spec 2 §8). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Ocurrió un error desconocido.';
}

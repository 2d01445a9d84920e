'use client';

import { ApiClientError, UNKNOWN_ERROR_MESSAGE } from './client';

/** A raw (non-JSON) back-office call, a file up or down, with the staff token; failures as ApiClientError. */
export async function rawAdminCall(token: string | null, path: string, init: RequestInit = { method: 'GET' }): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    throw new ApiClientError(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE, 500, 'network_error');
  }
  if (res.ok) return res;
  const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
  throw new ApiClientError(body?.error || res.statusText || UNKNOWN_ERROR_MESSAGE, res.status, body?.code, undefined, body);
}

/** The browser's fetch wrapper for /api: bearer token, JSON in and out, one error shape. */
export const UNKNOWN_ERROR_MESSAGE = 'Ocurrió un error desconocido.';

export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number = 500,
    readonly code?: string,
    readonly fields?: Record<string, string[]>,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * Spec rule: a failure becomes an error carrying the server's `error` field, else the
 * transport message, else 'Ocurrió un error desconocido.', with status 500 by default.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  // The page's language, so that messages the server words (a 429's wait) come in it.
  if (typeof document !== 'undefined' && document.documentElement.lang) headers['Accept-Language'] ??= document.documentElement.lang;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = `Bearer ${request.token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
    throw new ApiClientError(message, 500, 'network_error');
  }

  const data = await readJson(response);
  if (!response.ok) {
    const body = (data ?? {}) as { error?: unknown; code?: unknown; fields?: Record<string, string[]> };
    const message = typeof body.error === 'string' && body.error ? body.error : response.statusText || UNKNOWN_ERROR_MESSAGE;
    throw new ApiClientError(message, response.status || 500, typeof body.code === 'string' ? body.code : undefined, body.fields, data);
  }
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

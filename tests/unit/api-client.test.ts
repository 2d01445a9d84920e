import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, apiFetch } from '@/lib/api-client/client';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiClientError) => e,
  );

afterEach(() => vi.unstubAllGlobals());

function stubFetch(impl: () => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  it('sends JSON with the bearer token and returns the parsed answer', async () => {
    const fetchMock = stubFetch(async () => Response.json({ ok: 1 }));
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 }, token: 'tok' })).resolves.toEqual({ ok: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.body).toBe('{"a":1}');
  });

  it("carries the server's error field and status", async () => {
    stubFetch(async () => Response.json({ error: 'Sin stock', code: 'out_of_stock' }, { status: 409 }));
    const error = await failure(apiFetch('/api/x'));
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error.message).toBe('Sin stock');
    expect(error.status).toBe(409);
    expect(error.code).toBe('out_of_stock');
  });

  it('falls back to the transport message, then to the unknown-error text, with status 500', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const network = await failure(apiFetch('/api/x'));
    expect(network.message).toBe('Failed to fetch');
    expect(network.status).toBe(500);

    stubFetch(async () => new Response('', { status: 502, statusText: '' }));
    const empty = await failure(apiFetch('/api/x'));
    expect(empty.message).toBe('Ocurrió un error desconocido.');
    expect(empty.status).toBe(502);
  });
});

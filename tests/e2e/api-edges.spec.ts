import { expect, test } from './fixtures';

/**
 * The edges of /api on the production server, where Next's own router answers: an unknown path
 * is a JSON 404 (not the store's HTML page), a method the route file lacks a JSON 405 with Allow.
 */
test.describe('/api edges answer JSON', () => {
  test('unknown paths: JSON 404, Spanish by default, English on request', async ({ request }) => {
    for (const path of ['/api/nope', '/api/admin/nope/1', '/api', '/api/products/1/nope']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toMatch(/^application\/json/);
      expect(await res.json(), path).toEqual({ error: 'Esta ruta de la API no existe.', code: 'not_found' });
    }
    const english = await request.post('/api/nope', { data: {}, headers: { 'accept-language': 'en' } });
    expect(english.status()).toBe(404);
    expect((await english.json()).error).toBe('This API path does not exist.');
  });

  test('a method the route does not export: JSON 405 with Allow; its own methods still answer', async ({ request }) => {
    const res = await request.delete('/api/products');
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    expect(await res.json()).toEqual({
      error: 'Esta ruta de la API no acepta el método DELETE. Acepta: GET, HEAD, OPTIONS.',
      code: 'method_not_allowed',
    });
    expect((await request.get('/api/products')).status()).toBe(200);
    expect((await request.head('/api/health')).status()).toBe(200);
  });
});

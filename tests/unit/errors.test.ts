import { describe, expect, it } from 'vitest';
import {
  ApiError,
  type ApiErrorOptions,
  apiError,
  badRequest,
  CONFLICT_CODES,
  conflict,
  ERROR_CODES,
  forbidden,
  notFound,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
} from '@/lib/errors';
import { HTTP_STATUS_BY_CODE, httpStatusOf } from '@/lib/http/errors';
import { errorResponse } from '@/lib/http/route';
import en from '@/messages/en.json';

/** The whole answer of an error as a client sees it: status, headers that matter, body text. */
async function answer(error: unknown, locale: 'es' | 'en' = 'es') {
  const res = errorResponse(error, {}, locale);
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    allow: res.headers.get('allow'),
    cacheControl: res.headers.get('cache-control'),
    body: await res.text(),
  };
}

describe('the closed set of error codes', () => {
  it('has each code once, and a status for exactly those codes', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(Object.keys(HTTP_STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
    for (const status of Object.values(HTTP_STATUS_BY_CODE)) expect(status).toBeGreaterThanOrEqual(400);
  });

  it('maps each kind of refusal to its status (the route layer decides, not the thrower)', () => {
    expect(httpStatusOf('bad_request')).toBe(400);
    expect(httpStatusOf('validation_error')).toBe(400);
    expect(httpStatusOf('order_too_large')).toBe(400);
    expect(httpStatusOf('consent_required')).toBe(400);
    expect(httpStatusOf('unauthorized')).toBe(401);
    expect(httpStatusOf('invalid_code')).toBe(401);
    expect(httpStatusOf('forbidden')).toBe(403);
    expect(httpStatusOf('invalid_signature')).toBe(403);
    expect(httpStatusOf('not_found')).toBe(404);
    expect(httpStatusOf('method_not_allowed')).toBe(405);
    expect(httpStatusOf('link_expired')).toBe(410);
    expect(httpStatusOf('payload_too_large')).toBe(413);
    expect(httpStatusOf('unsupported_media_type')).toBe(415);
    expect(httpStatusOf('idempotency_key_reused')).toBe(422);
    expect(httpStatusOf('rate_limited')).toBe(429);
    expect(httpStatusOf('internal_error')).toBe(500);
    expect(httpStatusOf('service_unavailable')).toBe(503);
    expect(httpStatusOf('not_ready')).toBe(503);
  });

  it('answers every conflict code with 409, and only those', () => {
    for (const code of CONFLICT_CODES) expect(httpStatusOf(code), code).toBe(409);
    const others = ERROR_CODES.filter((code) => !(CONFLICT_CODES as readonly string[]).includes(code));
    for (const code of others) expect(httpStatusOf(code), code).not.toBe(409);
  });

  it('refuses a code outside the set at compile time', () => {
    // @ts-expect-error: 'teapot' is no error code, so the constructor does not take it.
    const unknown = new ApiError({ code: 'teapot', message: 'x' });
    // @ts-expect-error: conflict() takes only the conflict codes.
    const notAConflict = conflict('not_found', 'x');
    expect([unknown.code, notAConflict.code]).toEqual(['teapot', 'not_found']);
  });
});

describe('ApiError, with named options', () => {
  it('keeps what it was given and names no status', () => {
    const options = {
      code: 'price_changed',
      message: 'El precio cambió.',
      fields: { 'items.0.quantity': ['Revisa la cantidad.'] },
      details: { prices: [{ variantId: 3, price: 1200 }] },
      headers: { 'X-Reason': 'price' },
    } as const satisfies ApiErrorOptions;
    const error = new ApiError(options);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', ...options });
    expect('status' in error).toBe(false);
  });

  it('answers the message, the code, its details merged and its fields, never cached', async () => {
    const error = new ApiError({
      code: 'out_of_stock',
      key: 'stock.insufficientOnHand',
      values: { onHand: 2, sku: 'VASO-12', quantity: 3 },
      fields: { quantity: ['Demasiado'] },
      details: { variantId: 2 },
    });
    expect(await answer(error)).toEqual({
      status: 409,
      retryAfter: null,
      allow: null,
      cacheControl: 'no-store',
      body: '{"error":"En bodega hay 2 unidades de VASO-12 y el pedido lleva 3: cuenta de nuevo el inventario antes de enviarlo.","code":"out_of_stock","variantId":2,"fields":{"quantity":["Demasiado"]}}',
    });
    // The route layer says the sentence in the request's language; a plain field text stays as it is.
    expect((await answer(error, 'en')).body).toBe(
      '{"error":"There are 2 units of VASO-12 on hand and the order takes 3: count the inventory again before shipping it.","code":"out_of_stock","variantId":2,"fields":{"quantity":["Demasiado"]}}',
    );
    // A text given as it is (no catalogue key) stays Spanish for an English client.
    expect((await answer(notFound('Pedido no encontrado.'), 'en')).body).toBe('{"error":"Pedido no encontrado.","code":"not_found"}');
    // The general sentences come from the catalogue in both languages.
    expect((await answer(notFound(), 'es')).body).toBe('{"error":"No encontrado.","code":"not_found"}');
    expect((await answer(notFound(), 'en')).body).toBe('{"error":"Not found.","code":"not_found"}');
  });

  it('sends its headers (Allow on a 405)', async () => {
    const error = new ApiError({ code: 'method_not_allowed', message: 'Solo PUT.', headers: { Allow: 'PUT' } });
    expect(await answer(error)).toMatchObject({ status: 405, allow: 'PUT', body: '{"error":"Solo PUT.","code":"method_not_allowed"}' });
  });
});

describe('the helpers', () => {
  it('keep their codes, default messages and statuses', async () => {
    expect(await answer(badRequest('Revisa el correo.', { email: ['No es válido.'] }))).toMatchObject({
      status: 400,
      body: '{"error":"Revisa el correo.","code":"bad_request","fields":{"email":["No es válido."]}}',
    });
    expect(await answer(unauthorized())).toMatchObject({ status: 401, body: '{"error":"No autorizado.","code":"unauthorized"}' });
    expect(await answer(forbidden())).toMatchObject({
      status: 403,
      body: '{"error":"No tienes permiso para esta acción.","code":"forbidden"}',
    });
    expect(await answer(notFound('No existe el pedido.'))).toMatchObject({
      status: 404,
      body: '{"error":"No existe el pedido.","code":"not_found"}',
    });
    expect(await answer(conflict('invalid_state', 'Ya está pagado.', { paymentStatus: 'paid' }))).toMatchObject({
      status: 409,
      body: '{"error":"Ya está pagado.","code":"invalid_state","paymentStatus":"paid"}',
    });
  });

  it('say how long to wait, in the header and in words', async () => {
    expect(await answer(tooManyRequests(59.2))).toMatchObject({
      status: 429,
      retryAfter: '60',
      body: '{"error":"Demasiados intentos. Inténtalo de nuevo en 1 minuto.","code":"rate_limited","retryAfter":60}',
    });
    expect(await answer(serviceUnavailable())).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: '{"error":"El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.","code":"service_unavailable"}',
    });
  });
});

describe('apiError: the words from the catalogue', () => {
  it('takes both languages from ApiErrors, fills the placeholders and repeats the sentence under its fields', async () => {
    const error = apiError({ code: 'bad_request', key: 'methodNotAllowed', values: { method: 'PUT', allow: 'GET' }, fields: ['method'] });
    expect(error.message).toBe('Esta ruta de la API no acepta el método PUT. Acepta: GET.');
    expect(error.fields).toEqual({ method: [error.message] });
    const english = 'This API path does not accept the PUT method. It accepts: GET.';
    expect(JSON.parse((await answer(error, 'en')).body)).toMatchObject({ error: english, fields: { method: [english] } });
  });

  it('gives values per language when a value is itself words, and never groups a number', async () => {
    const error = apiError({
      code: 'bad_request',
      key: 'methodNotAllowed',
      values: (locale) => ({ method: locale === 'es' ? 'borrar' : 'delete', allow: 12345 }),
    });
    expect(error.message).toBe('Esta ruta de la API no acepta el método borrar. Acepta: 12345.');
    expect(JSON.parse((await answer(error, 'en')).body).error).toBe('This API path does not accept the delete method. It accepts: 12345.');
  });

  it('keeps its words and adds details when a route re-throws it', async () => {
    const ENGLISH_INVALID_LINK = en.ApiErrors.consentLink.invalid;
    const error = apiError({ code: 'invalid_code', key: 'consentLink.invalid', fields: ['token'], details: { attempt: 1 } }).withDetails({
      success: false,
    });
    expect(JSON.parse((await answer(error, 'en')).body)).toEqual({
      error: ENGLISH_INVALID_LINK,
      code: 'invalid_code',
      attempt: 1,
      success: false,
      fields: { token: [ENGLISH_INVALID_LINK] },
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getOpenApi } from '@/app/api/openapi.json/route';
import { findOperation, operations } from '@/lib/contracts';
import { buildOpenApiDocument, type OpenApiDocument } from '@/lib/contracts/openapi';
import { pathParamNames, responseSchema } from '@/lib/contracts/operation';
import { type ApiEndpoint, invokeRoute, loadApiEndpoints } from '../helpers/routes';

/**
 * The document describes the API that exists: every route file under app/api and every method it
 * exports is an operation of the registry (lib/contracts) with the route's own access policy, and
 * every operation is a handler that exists. A catch-all segment ('[...path]') is not an operation:
 * it is how any unknown path under /api answers its JSON 404, and so is /api itself (the same
 * handler, re-exported).
 */

const isCatchAll = (endpoint: ApiEndpoint) => endpoint.route.includes('[...') || endpoint.pattern === '/api';
/** '/api/orders/[id]' → '/api/orders/{id}'. */
const templateOf = (pattern: string) => pattern.replace(/\[(\w+)\]/g, '{$1}');

let endpoints: ApiEndpoint[];
let document: OpenApiDocument;

beforeAll(async () => {
  endpoints = (await loadApiEndpoints()).filter((e) => !isCatchAll(e));
  document = buildOpenApiDocument();
});

describe('OpenAPI coverage of app/api', () => {
  it('documents every route and method, and nothing else', () => {
    const onDisk = endpoints.map((e) => `${e.method} ${templateOf(e.pattern)}`).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(
      documented.filter((d) => !onDisk.includes(d)),
      'documented but no such handler',
    ).toEqual([]);
    expect(
      onDisk.filter((d) => !documented.includes(d)),
      'handler missing from the document',
    ).toEqual([]);
    expect(operations.length).toBe(onDisk.length);
  });

  it('gives each operation the access policy its handler enforces', () => {
    for (const endpoint of endpoints) {
      const operation = operations.find((o) => o.method === endpoint.method && o.path === templateOf(endpoint.pattern));
      expect(operation?.access, `${endpoint.method} ${endpoint.pattern}`).toEqual(endpoint.policy);
    }
  });

  it('finds the operation of a concrete URL, a literal segment before a parameter', () => {
    expect(findOperation('GET', '/api/products/availability')?.id).toBe('catalog.availability');
    expect(findOperation('GET', '/api/products/12')?.id).toBe('catalog.getProduct');
    expect(findOperation('PUT', '/api/admin/attributes/3/values/9')?.id).toBe('admin/attributes.updateValue');
    expect(findOperation('GET', '/api/openapi.json')?.id).toBe('system.openapi');
    expect(findOperation('GET', '/api/nothing-here')).toBeNull();
    expect(findOperation('PATCH', '/api/orders')).toBeNull();
  });

  it('has unique operation ids and path parameters that match the route segments', () => {
    expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length);
    for (const endpoint of endpoints) {
      expect(pathParamNames(templateOf(endpoint.pattern)), endpoint.pattern).toEqual(endpoint.paramNames);
    }
  });

  it('describes the answer of every call the spec names', () => {
    // The storefront's and the back office's documented calls: their success answers are checked
    // against these schemas in every integration test (tests/setup/contract-check.ts).
    const spec = [
      'GET /api/products',
      'GET /api/products/{id}',
      'GET /api/categories',
      'GET /api/attributes',
      'GET /api/payment-methods',
      'POST /api/auth/request-code',
      'POST /api/auth/verify-code',
      'POST /api/orders',
      'GET /api/orders',
      'GET /api/orders/{id}',
      'POST /api/orders/{id}/confirm-payment',
      'GET /api/addresses',
      'POST /api/addresses',
      'PUT /api/addresses/{id}',
      'DELETE /api/addresses/{id}',
      'GET /api/profile',
      'PUT /api/profile',
      'POST /api/contact',
      'POST /api/customer/upload-url',
      'POST /api/admin/login',
      'POST /api/admin/logout',
      'GET /api/admin/profile',
      'GET /api/admin/users',
      'POST /api/admin/users',
      'GET /api/admin/users/{id}',
      'PUT /api/admin/users/{id}',
      'DELETE /api/admin/users/{id}',
      'GET /api/admin/products',
      'POST /api/admin/products',
      'GET /api/admin/products/{id}',
      'PUT /api/admin/products/{id}',
      'DELETE /api/admin/products/{id}',
      'GET /api/admin/attributes',
      'POST /api/admin/attributes',
      'PUT /api/admin/attributes/{id}',
      'DELETE /api/admin/attributes/{id}',
      'POST /api/admin/attributes/{id}/values',
      'PUT /api/admin/attributes/{id}/values/{valueId}',
      'DELETE /api/admin/attributes/{id}/values/{valueId}',
      'GET /api/admin/categories',
      'POST /api/admin/categories',
      'PUT /api/admin/categories/{id}',
      'DELETE /api/admin/categories/{id}',
      'GET /api/admin/providers',
      'POST /api/admin/providers',
      'PUT /api/admin/providers/{id}',
      'DELETE /api/admin/providers/{id}',
      'GET /api/admin/inventory',
      'PATCH /api/admin/inventory/{variantId}',
      'GET /api/admin/payment-methods',
      'POST /api/admin/payment-methods',
      'PUT /api/admin/payment-methods/{id}',
      'DELETE /api/admin/payment-methods/{id}',
      'POST /api/admin/upload-url',
    ];
    for (const call of spec) {
      const [method, path] = call.split(' ');
      const operation = operations.find((o) => o.method === method && o.path === path);
      const status = method === 'POST' && operation?.responses[201] !== undefined ? 201 : 200;
      expect(operation && responseSchema(operation, status), call).toBeTruthy();
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document: version, info, paths of operations with responses, components', async () => {
    const res = await invokeRoute(getOpenApi, '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const doc = res.body as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    for (const [path, methods] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      for (const [method, op] of Object.entries(methods)) {
        expect(['get', 'post', 'put', 'patch', 'delete'], path).toContain(method);
        expect(typeof op.operationId, `${method} ${path}`).toBe('string');
        expect(typeof op.summary, `${method} ${path}`).toBe('string');
        expect(Object.keys(op.responses as object).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const param of (op.parameters ?? []) as { name: string; in: string; required: boolean }[]) {
          expect(['path', 'query']).toContain(param.in);
          if (param.in === 'path') expect(path).toContain(`{${param.name}}`);
        }
      }
    }
    expect(doc.components.schemas.Error).toMatchObject({ type: 'object', required: ['error'] });
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['customerToken', 'staffToken']);
  });

  it('resolves every $ref inside the document', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const target = ref.slice(8, -1);
      expect(target, ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[target.split('/').pop()!], ref).toBeDefined();
    }
  });

  it('marks customer and staff operations with their bearer scheme and the staff roles', () => {
    const staffOnly = document.paths['/api/admin/users'].get;
    expect(staffOnly.security).toEqual([{ staffToken: ['ADMIN'] }]);
    expect(staffOnly.description).toContain('ADMIN');
    expect(document.paths['/api/orders'].post.security).toEqual([{ customerToken: [] }]);
    expect(document.paths['/api/products'].get.security).toBeUndefined();
    expect(Object.keys(document.paths['/api/orders'].post.responses as object)).toEqual(
      expect.arrayContaining(['201', '400', '401', '409']),
    );
  });
});

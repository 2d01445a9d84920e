import { z } from 'zod';
import { errorAnswer, isFileAnswer, isRawBody, type Operation, pathParamNames } from './operation';
import { operations } from './index';

/**
 * /api/openapi.json, generated from the registry with zod's own JSON Schema output (OpenAPI 3.1
 * uses JSON Schema 2020-12 as is). Request schemas are shown as a client writes them (`io:
 * 'input'`: before defaults and transforms), answers as the server sends them.
 */

type JsonSchema = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: `fields` holds the message of each wrong field.',
  401: 'No token, or a token that no longer works.',
  403: 'The role may not do this.',
  404: 'Not found (another customer’s resource is a 404 too).',
  405: 'Method not allowed.',
  409: 'The state does not allow it (the `code` says why).',
  410: 'Expired.',
  413: 'The body is too large.',
  415: 'The body is not of the expected type.',
  429: 'Too many requests: `Retry-After` says when to try again.',
  503: 'The database is unavailable: retry shortly.',
};

/** Definitions zod factored out ($defs), hoisted into components.schemas so every $ref resolves from the document's root. */
type Defs = Record<string, JsonSchema>;

const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/** Rewrites refs to the hoisted names and drops zod's ±2^53 bounds of a plain integer (noise to a reader). */
function tidy(node: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => tidy(n, rename));
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out[key] = rename(value);
    else if ((key === 'minimum' || key === 'maximum') && SAFE_INTEGER_BOUNDS.has(value as number)) continue;
    else out[key] = tidy(value, rename);
  }
  return out;
}

function schemaConverter(defs: Defs) {
  let anonymous = 0;
  return (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const {
      $schema: _drop,
      $defs,
      ...json
    } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    const names = new Map<string, string>();
    for (const name of Object.keys(($defs as Defs | undefined) ?? {})) {
      // Named schemas (.meta({ id })) keep their name; zod's own '__schema0' get a unique one.
      names.set(name, name.startsWith('__schema') ? `Schema${++anonymous}` : io === 'input' ? `${name}Input` : name);
    }
    const rename = (ref: string) => {
      const name = names.get(ref.replace('#/$defs/', ''));
      return name ? `#/components/schemas/${name}` : ref;
    };
    for (const [name, def] of Object.entries(($defs as Defs | undefined) ?? {})) defs[names.get(name)!] = tidy(def, rename) as JsonSchema;
    return tidy(json, rename) as JsonSchema;
  };
}

let toSchema: ReturnType<typeof schemaConverter> = schemaConverter({});

function errorStatuses(op: Operation): number[] {
  const statuses = new Set<number>(op.errors ?? []);
  if (op.body || op.query) statuses.add(400);
  if (op.body && !isRawBody(op.body)) [413, 415].forEach((s) => statuses.add(s));
  if (op.access.auth !== 'public') statuses.add(401);
  if (op.access.auth === 'staff') statuses.add(403);
  if (pathParamNames(op.path).length > 0) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

function accessText(op: Operation): string {
  if (op.access.auth === 'customer') return 'Customer bearer token.';
  if (op.access.auth === 'staff') return `Staff bearer token; roles: ${op.access.roles.join(', ')}.`;
  return op.access.private ? 'Public; the answer is personal and never cached.' : 'Public.';
}

function parameters(op: Operation): JsonSchema[] {
  const pathProps = op.params ? ((toSchema(op.params, 'input').properties ?? {}) as Record<string, JsonSchema>) : {};
  const path = pathParamNames(op.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathProps[name] ?? { type: 'integer', minimum: 1 },
  }));
  if (!op.query) return path;
  const query = toSchema(op.query, 'input');
  const required = new Set((query.required as string[] | undefined) ?? []);
  const props = (query.properties ?? {}) as Record<string, JsonSchema>;
  return [...path, ...Object.entries(props).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
}

function requestBody(op: Operation): JsonSchema | undefined {
  if (!op.body) return undefined;
  if (isRawBody(op.body)) return { required: true, description: op.body.description, content: { [op.body.raw]: {} } };
  return { required: !op.bodyOptional, content: { 'application/json': { schema: toSchema(op.body, 'input') } } };
}

function responses(op: Operation): JsonSchema {
  const out: JsonSchema = {};
  for (const [status, answer] of Object.entries(op.responses)) {
    if (answer === undefined) continue;
    if (isFileAnswer(answer)) out[status] = { description: answer.description, content: { [answer.file]: {} } };
    else out[status] = { description: 'Success.', content: { 'application/json': { schema: toSchema(answer, 'output') } } };
  }
  for (const status of errorStatuses(op)) {
    out[String(status)] = {
      description: ERROR_TEXT[status] ?? 'Error.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return out;
}

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

export function buildOpenApiDocument(version = '1'): OpenApiDocument {
  const defs: Defs = {};
  toSchema = schemaConverter(defs);
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const op of operations) {
    if (!tags.includes(op.tag)) tags.push(op.tag);
    const description = [accessText(op), op.description].filter(Boolean).join('\n\n');
    const entry: JsonSchema = { operationId: op.id, tags: [op.tag], summary: op.summary, description };
    const params = parameters(op);
    if (params.length) entry.parameters = params;
    const body = requestBody(op);
    if (body) entry.requestBody = body;
    entry.responses = responses(op);
    if (op.access.auth === 'customer') entry.security = [{ customerToken: [] }];
    if (op.access.auth === 'staff') entry.security = [{ staffToken: op.access.roles }];
    (paths[op.path] ??= {})[op.method.toLowerCase()] = entry;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Store API',
      version,
      description:
        'The API of the store: the storefront’s calls (catalogue, sign-in by e-mail code, orders, payment proofs, account) and the back office’s. Errors are `{ error, code?, fields? }`, `error` in the language of `Accept-Language` (Spanish by default). Money is whole Colombian pesos.',
    },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: toSchema(errorAnswer, 'output'), ...defs },
      securitySchemes: {
        customerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'From POST /api/auth/verify-code.' },
        staffToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'From POST /api/admin/login; each operation names the roles it allows (ADMIN, VENDEDOR).',
        },
      },
    },
  };
}

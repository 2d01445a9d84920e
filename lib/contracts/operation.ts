import { z } from 'zod';
import type { StaffRole } from '@/db/schema/people';
import { fillPath, type PathArgs } from './paths';

export { fillPath };
export type { PathArgs, PathParamNames } from './paths';

/**
 * The shape every API operation is described in: its path and method, who may call it, what it
 * reads (path parameters, query, body) and what it answers. The route handler parses with these
 * request schemas, lib/api-client builds its URLs from these paths, the test suite checks every
 * answer against the response schemas, and /api/openapi.json is generated from them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an operation: the same shape as the route wrapper's policy (a test holds them equal). */
export type Access = { auth: 'public'; private?: true } | { auth: 'customer' } | { auth: 'staff'; roles: readonly StaffRole[] };

export const access = {
  public: { auth: 'public' },
  /** A public call whose answer is still personal: a login answering a token. */
  signIn: { auth: 'public', private: true },
  /** The token in the path is the credential, the answer one order's. */
  paymentLink: { auth: 'public', private: true },
  customer: { auth: 'customer' },
  staff: { auth: 'staff', roles: ['ADMIN', 'VENDEDOR'] },
  admin: { auth: 'staff', roles: ['ADMIN'] },
} as const satisfies Record<string, Access>;

/** An answer that is not JSON (a CSV or PDF file, an HTML page): documented by its media type only. */
export type FileAnswer = { file: string; description: string };

/** A success answer: a JSON schema (every JSON answer has one, checked by the suite) or a file. */
export type SuccessAnswer = z.ZodType | FileAnswer;

/** A request body that is not JSON (a CSV upload, raw image bytes). */
export type RawBody = { raw: string; description: string };

export type OperationSpec = {
  method: HttpMethod;
  /** OpenAPI template, '/api/orders/{id}'. */
  path: string;
  /** One line, English (the document is in English). */
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters; any not listed is a positive integer id. */
  params?: z.ZodObject;
  /** Query parameters: an object schema (refined or transformed is fine), one parameter per property. */
  query?: z.ZodType;
  body?: z.ZodType | RawBody;
  /** The body may be left out (the schema's defaults apply). */
  bodyOptional?: true;
  /** Success answers by status (200, 201). */
  responses: Partial<Record<200 | 201 | 202 | 204, SuccessAnswer>>;
  /** Error statuses beyond the ones the access and inputs imply (409, 429…). */
  errors?: readonly number[];
};

export type Operation<S extends OperationSpec = OperationSpec> = S & {
  /** 'orders.get': resource and verb, unique in the registry. */
  id: string;
  /** The resource's tag in the document ('orders', 'admin/products'). */
  tag: string;
  /** The URL of this operation with its path parameters filled (URL-encoded). */
  url: (...args: PathArgs<S['path']>) => string;
};

/** The parameter names of a template, in order. */
export const pathParamNames = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);

/**
 * A resource's operations, each given its id ('<resource>.<key>') and URL builder. The keys are
 * what lib/api-client and the handlers name (`contracts.orders.get.url({ id })`).
 */
export function defineResource<const R extends Record<string, OperationSpec>>(tag: string, specs: R): { [K in keyof R]: Operation<R[K]> } {
  const out: Record<string, Operation> = {};
  for (const [key, spec] of Object.entries(specs)) {
    out[key] = {
      ...spec,
      id: `${tag}.${key}`,
      tag,
      url: ((params?: Record<string, string | number>) => fillPath(spec.path, params)) as Operation['url'],
    };
  }
  return out as { [K in keyof R]: Operation<R[K]> };
}

export const isFileAnswer = (answer: SuccessAnswer | undefined): answer is FileAnswer =>
  !!answer && typeof answer === 'object' && 'file' in answer;

export const isRawBody = (body: OperationSpec['body']): body is RawBody => !!body && typeof body === 'object' && 'raw' in body;

/** The JSON schema of an operation's success answer, when it has one. */
export function responseSchema(operation: OperationSpec, status: number): z.ZodType | null {
  const answer = operation.responses[status as keyof OperationSpec['responses']];
  return answer && !isFileAnswer(answer) ? (answer as z.ZodType) : null;
}

/** Every error answer has this shape; `fields` holds the field errors of a 400. */
export const errorAnswer = z.looseObject({
  error: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** `{ success: true }`: the answer of a write that has nothing else to say. */
export const successAnswer = z.strictObject({ success: z.literal(true) });

/** A path parameter that is a database id. */
export const idParam = z.coerce.number().int().positive();

type SchemaOutput<A> = A extends z.ZodType ? z.infer<A> : unknown;

/** The JSON an operation answers on success (its 200, else its 201), as lib/api-client reads it. */
export type AnswerOf<O extends { responses: OperationSpec['responses'] }> = O['responses'] extends { 200: infer A }
  ? SchemaOutput<A>
  : O['responses'] extends { 201: infer A }
    ? SchemaOutput<A>
    : unknown;

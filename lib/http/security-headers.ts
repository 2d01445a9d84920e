/**
 * Security headers: the pages' nonce-based Content-Security-Policy, the headers every response
 * carries, the request id. Pure (no I/O, no process.env): proxy.ts passes the environment read
 * through lib/env.ts, and next.config.ts imports the static parts at build time.
 *
 * Tokens live in browser storage (spec), so the page CSP is the main defence against XSS:
 * scripts run only when they carry the request's nonce (or, on a stored page sent as the same
 * bytes to everyone, match one of its scripts' hashes) or were loaded by one that does
 * ('strict-dynamic'); no other inline script, plugin, <base> or framing by other sites.
 */

export type HeaderPair = { key: string; value: string };

/** What the page policy needs from the environment (lib/env.ts names). */
export type CspEnv = {
  NODE_ENV: 'development' | 'production' | 'test';
  S3_PUBLIC_URL?: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE: boolean;
};

/** JSON answers never render: nothing may load, and no site may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Build assets (/_next/static): a script or sheet ignores it; HTML there (a 404 for a mistyped name) loads and runs nothing. */
export const ASSET_CONTENT_SECURITY_POLICY = API_CONTENT_SECURITY_POLICY;

/** Uploaded files: an SVG or HTML opened directly runs nothing on our origin. */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** Public files whose names are not content-hashed (public/): a day fresh, a week served stale while revalidating. */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years, the value HSTS preload lists ask for; only over HTTPS in production. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The headers every response carries (pages, API, files, static assets). */
export function baseSecurityHeaders({ production }: { production: boolean }): HeaderPair[] {
  const headers: HeaderPair[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
  if (production) headers.push({ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY });
  return headers;
}

/** 128 random bits, base64: the form Next reads back from the policy to mark its own scripts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Where the browser PUTs presigned uploads: the bucket's virtual-hosted origin, or the endpoint
 * itself with path-style addressing (AWS when no endpoint is set, R2 or another S3 otherwise).
 */
export function storageUploadOrigins(env: CspEnv): string[] {
  if (!env.S3_BUCKET) return [];
  if (!env.S3_ENDPOINT) {
    const host = `s3.${env.S3_REGION}.amazonaws.com`;
    return env.S3_FORCE_PATH_STYLE ? [`https://${host}`] : [`https://${env.S3_BUCKET}.${host}`];
  }
  const endpoint = originOf(env.S3_ENDPOINT);
  if (!endpoint) return [];
  if (env.S3_FORCE_PATH_STYLE) return [endpoint];
  const url = new URL(endpoint);
  return [`${url.protocol}//${env.S3_BUCKET}.${url.host}`];
}

/**
 * The inline scripts a page may run: those carrying the response's nonce (fresh for every
 * request), or exactly those whose SHA-256 is listed (a stored page whose bytes are the same for
 * every answer, lib/page-cache/stored-page.ts: a nonce repeated in every answer would be no secret).
 */
export type ScriptSources = { nonce: string } | { hashes: string[] };

const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;
const SCRIPT_HASH = /^sha256-[A-Za-z0-9+/]{43}=$/;

function scriptSources(scripts: ScriptSources): string[] {
  if ('nonce' in scripts) {
    if (!NONCE.test(scripts.nonce)) throw new Error('Invalid CSP nonce');
    return [`'nonce-${scripts.nonce}'`];
  }
  if (!scripts.hashes.length || !scripts.hashes.every((hash) => SCRIPT_HASH.test(hash))) throw new Error('Invalid CSP script hash');
  return scripts.hashes.map((hash) => `'${hash}'`);
}

/** The page policy for one response. */
export function buildContentSecurityPolicy(scripts: ScriptSources, env: CspEnv): string {
  const storagePublic = originOf(env.S3_PUBLIC_URL);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval': libwebp in WebAssembly encodes images where the canvas cannot (Safari).
    // 'unsafe-eval' only for the dev server's fast refresh.
    'script-src': [
      "'self'",
      ...scriptSources(scripts),
      "'strict-dynamic'",
      "'wasm-unsafe-eval'",
      ...(env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : []),
    ],
    // React renders style attributes; styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(storagePublic ? [storagePublic] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...storageUploadOrigins(env)],
    // The image compression worker starts from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Zod 4 probes for `new Function` when it first builds an object schema (to compile fast
 * parsers); under this CSP the probe is refused and reported as a violation even though zod
 * catches it. Its documented `jitless` setting skips the probe; zod keeps that setting on
 * `globalThis.__zod_globalConfig`, so this script (run first, with the nonce) sets it before any
 * bundle loads zod, without shipping zod to pages that never validate anything.
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** An upstream `x-request-id` (load balancer, client) when it is a short safe token, else a new UUID. */
export function resolveRequestId(incoming: string | null | undefined): string {
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

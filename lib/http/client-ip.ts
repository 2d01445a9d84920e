import { randomBytes } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { type RequestStart, requestStartHook } from './request-start';

/**
 * The caller's IP for rate limits, from X-Forwarded-For read right to left.
 *
 * Next (16.4, `next start` and the standalone server.js) only fills X-Forwarded-For with the
 * socket's address when the header is absent (base-server: `x-forwarded-for ??= remoteAddress`),
 * so a client that sends the header itself would choose its own IP. `trackPeerAddresses()`
 * (called from instrumentation.ts) closes that: for every request the Node HTTP server receives,
 * it appends the TCP peer's address to X-Forwarded-For, as a proxy does. The list then ends with
 * the peer, preceded by what each proxy in front appended:
 *
 *   TRUST_PROXY_HOPS=0  (clients connect to the app)       → the peer itself; a client-sent header is ignored
 *   TRUST_PROXY_HOPS=1  (one load balancer appends)         → the entry before the peer
 *   TRUST_PROXY_HOPS=N                                      → the entry N places from the right
 *
 * A list shorter than that gives its leftmost entry. Requests that reached the server before
 * the tracker was installed (the first moments of start-up) carry no proof of it and all
 * count as one caller, 'unverified', rather than as whoever they claim to be.
 *
 * Route handlers called directly (tests) have no tracker: the header is read as given.
 */

/** Marks a request whose X-Forwarded-For this process completed; the value is a per-process secret. */
export const PEER_HEADER = 'x-store-peer';

type PeerState = { secret: string; servers: Set<import('node:http').Server> };
// On globalThis: instrumentation and the route bundles are separate module graphs in one process.
const state: PeerState = ((globalThis as { __storePeer?: PeerState }).__storePeer ??= {
  secret: randomBytes(18).toString('base64url'),
  servers: new Set(),
});

/** '::ffff:127.0.0.1' → '127.0.0.1'. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/** Picks the client from an X-Forwarded-For value given how many proxies are trusted. */
export function clientFromForwardedFor(header: string | null | undefined, trustedHops: number): string | null {
  const chain = (header ?? '')
    .split(',')
    .map((entry) => normalizeAddress(entry))
    .filter(Boolean);
  if (chain.length === 0) return null;
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

export function clientIp(req: Request, trustedHops: number = getEnv().TRUST_PROXY_HOPS): string {
  if (hook.installed() && req.headers.get(PEER_HEADER) !== state.secret) return 'unverified';
  return clientFromForwardedFor(req.headers.get('x-forwarded-for'), trustedHops) ?? 'unknown';
}

function onRequestStart({ request, socket, server }: RequestStart): void {
  const peer = normalizeAddress(socket?.remoteAddress ?? 'unknown');
  const prior = request.headers['x-forwarded-for'];
  const forwarded = Array.isArray(prior) ? prior.join(', ') : prior;
  request.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer;
  request.headers[PEER_HEADER] = state.secret;
  if (server) state.servers.add(server);
}

const hook = requestStartHook('peer-addresses', onRequestStart);

/** Completes X-Forwarded-For on every request (lib/http/request-start.ts). Once per process. */
export function trackPeerAddresses(): void {
  hook.install();
}

/** Test hook: stop tracking (the state returns to that of a process without the tracker). */
export function untrackPeerAddresses(): void {
  hook.uninstall();
  state.servers.clear();
}

/** The HTTP servers that have received requests in this process (graceful shutdown closes them). */
export function knownHttpServers(): import('node:http').Server[] {
  return [...state.servers];
}

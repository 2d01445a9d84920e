import 'server-only';
import { type RequestStart, requestStartHook } from './request-start';

/**
 * Lets a route handler send a body it compressed ahead of time (lib/http/cache.ts,
 * `precompressedJson`), and proxy.ts a stored page compressed when it was kept
 * (lib/page-cache/page-cache.ts).
 *
 * Next (16.4, `next start` and the standalone server.js) drops the Content-Encoding of a route
 * handler's Response (server/send-response.js: a fetched body may have been decoded on the way),
 * and its compression then gzips the body again: a self-gzipped answer went out gzipped twice.
 * So such a handler names its coding in CODING_HEADER instead, and for every request the
 * Node server receives, that header becomes Content-Encoding as it is set on the Node response.
 * Next's compression then sees an encoded body and leaves it alone ("already encoded"; the answer
 * also says `no-transform`). Next treats the proxy's responses the same way.
 *
 * Hooked like the peer-address tracker (lib/http/client-ip.ts): Node's
 * `http.server.request.start` diagnostics channel, published for every request before the
 * server's 'request' event, so before Next touches the response. Installed once per process by
 * instrumentation.ts; without it (route handlers called directly) `precompressedJson` answers
 * plain JSON, which the server compresses as before.
 */
export const CODING_HEADER = 'x-store-content-encoding';

const rename = (name: string) => (name.toLowerCase() === CODING_HEADER ? 'Content-Encoding' : name);

function onRequestStart({ response }: RequestStart): void {
  const { setHeader, appendHeader } = response;
  response.setHeader = function (name, value) {
    return setHeader.call(this, rename(name), value);
  };
  response.appendHeader = function (name, value) {
    return appendHeader.call(this, rename(name), value);
  };
}

const hook = requestStartHook('encoded-responses', onRequestStart);

export const encodedResponsesInstalled = hook.installed;
export const installEncodedResponses = hook.install;
/** Test hook: back to a process without the hook. */
export const uninstallEncodedResponses = hook.uninstall;

import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Node's `http.server.request.start` diagnostics channel: published for every request the
 * process's HTTP server receives, just before its 'request' event, so before Next touches the
 * request or the response. The store hooks it to complete X-Forwarded-For (client-ip.ts), to let
 * route handlers send precompressed bodies (encoded-responses.ts) and to keep rendered pages
 * (page-cache.ts); instrumentation.ts installs them once per server process.
 */
export type RequestStart = { request: IncomingMessage; response: ServerResponse; socket: Socket; server: Server };

type HookState = { installed: boolean; listener?: (message: unknown) => void };

export type RequestStartHook = { install(): void; uninstall(): void; installed(): boolean };

/**
 * A named hook on that channel. Its state lives on globalThis: instrumentation, proxy.ts and the
 * route bundles are separate module graphs in one process, and each must see the one hook
 * (installed once, and removable by whichever graph installed it: the listener is kept too).
 */
export function requestStartHook(name: string, onStart: (message: RequestStart) => void): RequestStartHook {
  const hooks = ((globalThis as { __storeRequestStartHooks?: Map<string, HookState> }).__storeRequestStartHooks ??= new Map());
  const state = hooks.get(name) ?? { installed: false };
  hooks.set(name, state);
  return {
    installed: () => state.installed,
    install() {
      if (state.installed) return;
      state.listener = (message: unknown) => onStart(message as RequestStart);
      diagnosticsChannel.subscribe('http.server.request.start', state.listener);
      state.installed = true;
    },
    uninstall() {
      if (!state.installed || !state.listener) return;
      diagnosticsChannel.unsubscribe('http.server.request.start', state.listener);
      state.installed = false;
      state.listener = undefined;
    },
  };
}

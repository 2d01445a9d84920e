// Present on purpose: without its own, Turbopack (rooted at the store for node_modules) picks up
// the store's instrumentation.ts, with its database and e-mail workers.
export function register() {}

// Types for search-queries.mjs, for the TypeScript that imports it (tests/unit/bench-search.test.ts).
export const SHOPPER_QUERIES: readonly { query: string; kind: string }[];
export function distinctQueries(count: number): string[];

// Types for csv-edit.mjs, for the TypeScript scripts that import it (scripts/bench/import-data-layer.ts).
export function raisePricesAndStock(header: readonly string[], rows: string[][]): string[][];

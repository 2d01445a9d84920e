// Types for load.mjs, for the TypeScript scripts that import it (scripts/bench/search-data-layer.ts).
export type LatencySummary = {
  total: number;
  p50: number | null;
  p90: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
};
export function mulberry32(seed: number): () => number;
export function poissonSchedule(options: { rate: number; seconds: number; seed?: number }): number[];
export function percentile(sorted: readonly number[], q: number): number | null;
export function summarize(latencies: readonly number[]): LatencySummary;
export function openLoop(options: {
  schedule: readonly number[];
  send: (index: number) => Promise<boolean | void>;
  now?: () => number;
}): Promise<{ latencies: number[]; errors: number }>;

// Open-loop load: a schedule of send times fixed before the run, requests sent on schedule
// whatever the earlier ones are doing, latency counted from each scheduled time (so a stalled
// server or a client that fell behind is charged in full: no coordinated omission), and the
// percentiles of what came back. Shared by the HTTP measurements (server.mjs) and the in-process
// search bench (scripts/bench/search-data-layer.ts).

/** A small seeded PRNG (mulberry32), uniform in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Send times (ms from the start) of a Poisson process at `rate` per second over `seconds`:
 * independent shoppers, exponential gaps with mean 1/rate, from a fixed seed so runs compare.
 */
export function poissonSchedule({ rate, seconds, seed = 7 }) {
  if (!(rate > 0) || !(seconds > 0)) throw new Error(`poissonSchedule: rate and seconds must be positive (got ${rate}, ${seconds})`);
  const random = mulberry32(seed);
  const schedule = [];
  for (let at = 0; at < seconds * 1000; at += (-Math.log(1 - random()) * 1000) / rate) schedule.push(at);
  return schedule;
}

/** Nearest-rank percentile of ascending `sorted` (q in (0, 1]); null for no values. */
export function percentile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const tenth = (v) => (v === null ? null : Math.round(v * 10) / 10);

/** Count and p50/p90/p95/p99/max of latencies in ms (any order), rounded to 0.1 ms. */
export function summarize(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    total: sorted.length,
    p50: tenth(percentile(sorted, 0.5)),
    p90: tenth(percentile(sorted, 0.9)),
    p95: tenth(percentile(sorted, 0.95)),
    p99: tenth(percentile(sorted, 0.99)),
    max: tenth(percentile(sorted, 1)),
  };
}

/**
 * Runs `send(i)` at `schedule[i]` ms after the start (never waiting for earlier sends) and
 * resolves with every latency (ms from the scheduled time to the end of the send) and how many
 * sends failed (`send` resolved false or threw).
 */
export async function openLoop({ schedule, send, now = () => performance.now() }) {
  const latencies = [];
  let errors = 0;
  const start = now();
  await Promise.all(
    schedule.map(async (at, i) => {
      const wait = start + at - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      let ok = false;
      try {
        ok = (await send(i)) !== false;
      } catch {
        ok = false;
      }
      if (!ok) errors++;
      latencies.push(now() - start - at);
    }),
  );
  return { latencies, errors };
}

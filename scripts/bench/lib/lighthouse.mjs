// Lighthouse 12, mobile, simulated throttling with the CPU slowdown calibrated for these hosts
// (RECIPE: 2× for a benchmarkIndex of ~900-1250), Spanish, one Chromium for every run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// The offline flags the Playwright suite uses too (RECIPE), headless in its new mode.
export const CHROME_FLAGS = ['--headless=new', ...createRequire(import.meta.url)('../../../tests/e2e/chromium-flags.json')];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** RECIPE's CPU slowdown for these hosts; the report states the one Lighthouse applied. */
export const CPU_SLOWDOWN = 2;

/** What one run tells: scores, metrics, bytes, and the audits that did not pass. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const images = requests.filter((r) => r.resourceType === 'Image');
  const documentRequest = requests.find((r) => r.resourceType === 'Document');
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const a = lhr.audits[ref.id];
      // The metrics have their own columns; what is worth listing are the diagnostics and insights.
      if (id === 'performance' && ref.group === 'metrics') continue;
      if (a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual') {
        failing.push({ category: id, id: ref.id, title: a.title, score: a.score, displayValue: a.displayValue ?? '' });
      }
    }
  }
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  // The unthrottled load the simulation starts from: when the LCP was painted, and how much script
  // had already arrived by then (the simulated LCP downloads those bytes again on Slow 4G).
  const observed = audit('metrics')?.details?.items?.[0] ?? {};
  const observedLcp = observed.observedLargestContentfulPaint ?? null;
  const scriptsBeforeLcp = observedLcp === null ? [] : scripts.filter((r) => r.networkEndTime <= observedLcp);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    lcp: audit('largest-contentful-paint').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptCount: scripts.length,
    scriptUrls: [...new Set(scripts.map((r) => r.url))],
    observedLcp,
    scriptBytesBeforeLcp: scriptsBeforeLcp.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    imageBytes: images.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    largestImage: images.reduce((max, r) => ((r.transferSize ?? 0) > (max?.transferSize ?? 0) ? r : max), null),
    documentBytes: documentRequest?.transferSize ?? 0,
    lcpElement: lcpElement
      ? lcpElement.nodeLabel && lcpElement.nodeLabel !== lcpElement.selector
        ? `${lcpElement.nodeLabel} <${lcpElement.selector ?? ''}>`
        : (lcpElement.selector ?? null)
      : null,
    failing,
    throttling: lhr.configSettings.throttling,
  };
}

/**
 * Runs every page `runs` times, interleaved (page A, B, C, then again) so that a noisy moment of
 * the shared host spreads over all pages instead of sinking one. Reports land in `reportDir`.
 */
export async function runLighthouse({ pages, runs, reportDir }) {
  mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = Object.fromEntries(pages.map((p) => [p.name, []]));
  try {
    // The first run in a fresh Chromium paints late (seen: FCP after the load event); discard one.
    await lighthouse(pages[0].url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { 'Accept-Language': 'es' },
    });
    for (let n = 1; n <= runs; n++) {
      for (const page of pages) {
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          extraHeaders: { 'Accept-Language': 'es' },
          // Merged into the default mobile settings (simulated Slow 4G; only the CPU factor changes).
          throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
        };
        const result = await lighthouse(page.url, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${page.url}: ${result.lhr.runtimeError.message}`);
        writeFileSync(path.join(reportDir, `${page.name.replace(/\W+/g, '_')}-${n}.json`), result.report);
        const summary = summarize(result.lhr);
        results[page.name].push(summary);
        console.log(
          `  ${page.name} #${n}: perf ${summary.scores.performance} a11y ${summary.scores.accessibility} bp ${summary.scores['best-practices']} seo ${summary.scores.seo}` +
            ` LCP ${Math.round(summary.lcp)} ms TBT ${Math.round(summary.tbt)} ms CLS ${summary.cls.toFixed(3)} JS ${(summary.scriptBytes / 1024).toFixed(1)} KiB (BI ${Math.round(summary.benchmarkIndex)})`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Per-metric medians over the runs of one page, plus the union of failing audits. */
export function medianOf(runs) {
  const pick = (f) => median(runs.map(f));
  const failing = new Map();
  for (const run of runs) for (const f of run.failing) failing.set(f.id, { ...f, runs: (failing.get(f.id)?.runs ?? 0) + 1 });
  return {
    runs: runs.length,
    scores: Object.fromEntries(Object.keys(runs[0].scores).map((k) => [k, pick((r) => r.scores[k])])),
    lcp: pick((r) => r.lcp),
    fcp: pick((r) => r.fcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    // Run by run, in order: a median would hide a run that charged the scripts or had a stalled first frame.
    lcpRuns: runs.map((r) => ({ lcp: r.lcp, observedLcp: r.observedLcp, scriptBytesBeforeLcp: r.scriptBytesBeforeLcp })),
    scriptBytes: pick((r) => r.scriptBytes),
    scriptCount: pick((r) => r.scriptCount),
    scriptUrls: [...new Set(runs.flatMap((r) => r.scriptUrls))],
    imageBytes: pick((r) => r.imageBytes),
    largestImage: runs[0].largestImage,
    documentBytes: pick((r) => r.documentBytes),
    lcpElement: runs[0].lcpElement,
    failing: [...failing.values()],
    throttling: runs[0].throttling,
  };
}

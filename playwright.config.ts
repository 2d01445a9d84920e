import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium headless shell, offline (tests/e2e/ensure-chromium.mjs): no Playwright browser
// download, no background networking (the same flags as the benchmark's Lighthouse runs).
import chromiumArgs from './tests/e2e/chromium-flags.json' with { type: 'json' };

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/e2e/.results',
  // Whole journeys (customer and staff) on a 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report feeds .ci/run's flaky and slowest lists (tests/e2e/flaky-report.mjs).
  reporter: process.env.E2E_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_REPORT }]] : [['list']],
  // @postgres journeys need the suite's PostgreSQL server (they read or write its database, or
  // start a second instance on it): without TEST_DATABASE_URL they are not collected at all.
  grepInvert: process.env.TEST_DATABASE_URL ? undefined : /@postgres/,
  use: {
    baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node tests/e2e/server.mjs',
    // Ready: the database answers (in embedded mode: created, migrated and seeded).
    url: `${baseURL}/api/health/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});

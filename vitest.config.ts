import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const shared = {
  setupFiles: ['tests/setup/test-env.ts', 'tests/setup/contract-check.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // next-intl's ESM imports 'next/server' without an extension, which Node's resolver refuses.
  server: { deps: { inline: ['next-intl'] } },
};

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // 'server-only' throws outside React Server Components; tests are server code already.
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/empty-module.ts'),
    },
  },
  test: {
    pool: 'forks',
    // One fork per core (Vitest's default leaves one core idle): on the 2-core CI machine the
    // whole suite took 288 s this way against 312 s with the default.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        // Pure rules: no database, no module state worth a fresh process. Without isolation the
        // 89 files import the app's modules once per worker instead of once per file: 20 s
        // instead of about 60 s on the 2-core machine (docs/testing.md).
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false, ...shared },
      },
      {
        extends: true,
        // Each file gets its own database and a fresh process: module state (caches, limits,
        // the database handle) never leaks from one file into the next.
        test: {
          name: 'db',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/setup/global-db.ts'],
          ...shared,
        },
      },
    ],
  },
});

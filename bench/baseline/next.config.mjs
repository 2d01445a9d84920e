import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';

/**
 * The framework's floor for `npm run bench`: a bare Next + next-intl app built with the store's
 * installed packages and measured by Lighthouse next to the store in the same run.
 * Plain JavaScript on purpose, so the store's tsconfig, vitest and lint never pick it up.
 */
const root = path.resolve(import.meta.dirname, '../..');

export default createNextIntlPlugin('./i18n/request.js')({
  distDir: process.env.NEXT_DIST_DIR || '.next-bench',
  poweredByHeader: false,
  turbopack: { root },
});

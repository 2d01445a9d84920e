import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Runs `build` (a `next build` into another dist folder, NEXT_DIST_DIR) and puts tsconfig.json
 * back as it was: Next adds that folder's type paths to it and reformats the file, a change no
 * one meant to commit.
 */
export async function keepingTsconfig(tsconfigPath, build) {
  const original = readFileSync(tsconfigPath, 'utf8');
  try {
    return await build();
  } finally {
    if (readFileSync(tsconfigPath, 'utf8') !== original) writeFileSync(tsconfigPath, original);
  }
}

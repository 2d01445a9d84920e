// `node scripts/compile-hints.mjs [distDir]` (run by `npm run build` after `next build`): marks
// every client chunk for eager compilation by V8.
//
// Why: a page's hydration calls most functions of the framework chunks (react-dom, Next's
// router) for the first time in one main-thread task, and V8 compiles each lazily, on the main
// thread, at its first call: that compile work was most of the bootstrap's long task (Lighthouse
// TBT 20-160 ms per store page on the bench host). Chrome (136+) reads the magic comment
// `//# allFunctionsCalledOnLoad` at the top of a script as V8's explicit compile hint: it then
// compiles all of the file's functions eagerly, on a background thread while the script streams
// in. Measured (5 runs per page, same build with and without the line): TBT on /tienda, the
// product page and /contacto 20-31 ms -> 0-3 ms, main-thread work ~860 -> ~470 ms on the product
// page (docs/performance.md). Other browsers read an ordinary comment.
//
// Chunk names are content hashes taken before this step; the step is deterministic and runs
// once per build (a file already marked is left as is), so a name still means one content.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the compile hint as its first line (once). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Marks every .js file under `<distDir>/static/chunks`; returns how many files changed. */
export function markChunks(distDir) {
  const chunks = path.join(distDir, 'static', 'chunks');
  let changed = 0;
  for (const entry of readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    const marked = withCompileHint(source);
    if (marked === source) continue;
    writeFileSync(file, marked);
    changed += 1;
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
  const changed = markChunks(distDir);
  console.log(`compile hints: ${changed} client chunk(s) marked in ${path.relative(process.cwd(), distDir) || '.'}/static/chunks`);
}

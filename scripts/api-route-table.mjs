// Writes lib/http/api-route-table.ts: every route file under app/api and the methods it exports.
// proxy.ts reads the table to answer a JSON 405 (with Allow) for a method a route does not
// export, which Next would answer with an empty body. Run after adding or removing a route file
// or a method: `node scripts/api-route-table.mjs` (tests/integration/api-edges.test.ts fails
// while the table and the route files disagree).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const apiDir = path.join(root, 'app', 'api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

function routeFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** `export const GET`, `export async function GET`, `export { x as GET }`. */
function exportedMethods(source) {
  const names = new Set();
  for (const [, name] of source.matchAll(/^export\s+(?:const|let|(?:async\s+)?function)\s+([A-Z]+)\b/gm)) names.add(name);
  for (const [, list] of source.matchAll(/^export\s*\{([^}]*)\}/gm))
    for (const item of list.split(','))
      names.add(
        item
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      );
  return METHODS.filter((method) => names.has(method));
}

const rows = routeFiles(apiDir)
  .map((file) => {
    const dir = path.relative(apiDir, path.dirname(file)).split(path.sep).join('/');
    return [dir ? `/api/${dir}` : '/api', exportedMethods(readFileSync(file, 'utf8'))];
  })
  .sort(([a], [b]) => (a < b ? -1 : 1));

const body = rows.map(([pattern, methods]) => `  '${pattern}': [${methods.map((m) => `'${m}'`).join(', ')}],`).join('\n');
writeFileSync(
  path.join(root, 'lib', 'http', 'api-route-table.ts'),
  `// Written by scripts/api-route-table.mjs from the route files under app/api: do not edit by hand.\n` +
    `export const API_ROUTE_TABLE: Record<string, readonly string[]> = {\n${body}\n};\n`,
);
console.log(`lib/http/api-route-table.ts: ${rows.length} routes`);

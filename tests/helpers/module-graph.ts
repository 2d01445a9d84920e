import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = process.cwd();

/** Every .ts/.tsx file below `dir` (relative to the repository root). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

export type ModuleImport = { specifier: string; line: number; kind: 'static' | 'dynamic' | 're-export' };

/**
 * The imports of a file that exist when it runs: `import type`, `export type` and imports of
 * types only are left out (the compiler drops them), dynamic `import()` counts.
 */
export function runtimeImports(file: string): ModuleImport[] {
  let found = parsed.get(file);
  if (!found) parsed.set(file, (found = parseImports(file)));
  return found;
}

const parsed = new Map<string, ModuleImport[]>();

function parseImports(file: string): ModuleImport[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ModuleImport[] = [];
  const add = (node: ts.Node, specifier: ts.Expression | undefined, kind: ModuleImport['kind']) => {
    if (specifier && ts.isStringLiteralLike(specifier)) {
      found.push({ specifier: specifier.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, kind });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      if (importsValues(node.importClause)) add(node, node.moduleSpecifier, 'static');
    } else if (ts.isExportDeclaration(node)) {
      const values =
        !node.isTypeOnly &&
        (!node.exportClause || !ts.isNamedExports(node.exportClause) || node.exportClause.elements.some((e) => !e.isTypeOnly));
      if (values) add(node, node.moduleSpecifier, 're-export');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], 'dynamic');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importsValues(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return true; // `import 'x'`: run for its effects
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings) return false;
  return ts.isNamespaceImport(bindings) || bindings.elements.some((element) => !element.isTypeOnly);
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository file an import names (the `@/` alias or a relative path); null for packages. */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return base; // a JSON or CSS file, or one that does not exist: still names where it points
}

/** Files that import each other at run time, directly or through others (Tarjan's SCCs). */
export function importCycles(files: readonly string[]): string[][] {
  const inGraph = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      [...new Set(runtimeImports(file).map(({ specifier }) => resolveImport(file, specifier)))].filter(
        (to): to is string => to !== null && inGraph.has(to),
      ),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return cycles;
}

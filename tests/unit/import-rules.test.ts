import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, resolveImport, ROOT, runtimeImports, sourceFiles } from '@/tests/helpers/module-graph';

const libFiles = sourceFiles('lib');
const appCode = [...sourceFiles('components'), ...libFiles];

describe('layers', () => {
  it('lib never imports from components (components build on lib, not the other way round)', () => {
    expect(libFiles.length).toBeGreaterThan(100);
    const upward = libFiles.flatMap((file) =>
      runtimeImports(file)
        .filter(({ specifier }) => resolveImport(file, specifier)?.startsWith('components/'))
        .map(({ specifier, line }) => `${file}:${line} ${specifier}`),
    );
    // Types too: a lib module that needs a component's type has its layers the wrong way round.
    const typeOnly = libFiles.filter((file) =>
      /from\s+'(@\/components\/|(\.\.\/)+components\/)/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(upward).toEqual([]);
    expect(typeOnly).toEqual([]);
  });
});

describe('errors and HTTP', () => {
  /** Every import of `files` (types too) and the repository file it reaches. */
  const importsOf = (files: readonly string[]) =>
    files.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)].map((m) => {
        const specifier = m[1] ?? m[2];
        return { file, specifier, to: resolveImport(file, specifier) };
      }),
    );

  it('services and data readers import nothing from lib/http (errors come from lib/errors)', () => {
    const below = [...sourceFiles('lib/services'), ...sourceFiles('lib/data')];
    expect(below.length).toBeGreaterThan(60);
    const http = importsOf(below).filter(({ to }) => to?.startsWith('lib/http/'));
    expect(http.map(({ file, specifier }) => `${file} ${specifier}`)).toEqual([]);
    expect(importsOf(below).filter(({ to }) => to === 'lib/errors.ts').length).toBeGreaterThan(30);
  });

  it('lib/http imports nothing from lib/services (the acting user lives in lib/auth)', () => {
    const upward = importsOf(sourceFiles('lib/http')).filter(({ to }) => to?.startsWith('lib/services/'));
    expect(upward).toEqual([]);
  });

  it('lib/domain imports only lib/domain and the message catalogues', () => {
    const domain = sourceFiles('lib/domain');
    expect(domain.length).toBeGreaterThan(20);
    const outside = importsOf(domain).filter(
      ({ specifier, to }) => (to !== null && !/^(lib\/domain\/|messages\/)/.test(to)) || /^next(\/|$)/.test(specifier),
    );
    expect(outside).toEqual([]);
  });
});

describe('the lint rules that keep these floors', () => {
  /** The no-restricted-imports findings ESLint (eslint.config.mjs) reports for `code` at `file`. */
  async function restricted(file: string, code: string): Promise<number> {
    const { ESLint } = await import('eslint');
    const [result] = await new ESLint({ cwd: ROOT }).lintText(`${code}\nexport const used = [x];\n`, { filePath: path.join(ROOT, file) });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
  }

  it('refuse what each floor may not import, and allow the rest', { timeout: 60_000 }, async () => {
    const cases: [file: string, code: string, refused: boolean][] = [
      ['lib/domain/probe.ts', "import { x } from '@/db';", true],
      ['lib/domain/probe.ts', "import { x } from 'next/server';", true],
      ['lib/domain/probe.ts', "import { x } from '@/lib/errors';", true],
      ['lib/domain/probe.ts', "import { x } from '../errors';", true],
      ['lib/domain/probe.ts', "import { x } from './money';", false],
      ['lib/domain/probe.ts', "import { x } from '@/lib/domain/money';", false],
      ['lib/services/probe.ts', "import { x } from '@/lib/http/route';", true],
      ['lib/services/admin/probe.ts', "import { x } from '../../http/errors';", true],
      ['lib/data/probe.ts', "import { x } from '@/components/ui/button';", true],
      ['lib/data/probe.ts', "import { x } from '@/lib/errors';", false],
      ['lib/cart/probe.ts', "import { x } from '../../components/ui/button';", true],
      ['lib/cart/probe.ts', "import { x } from '@/lib/http/route';", false],
    ];
    const found = await Promise.all(cases.map(([file, code]) => restricted(file, code)));
    expect(cases.map(([file, code], i) => [file, code, found[i] > 0])).toEqual(cases);
  });
});

describe('import cycles', () => {
  it('none among components and lib at run time (type-only imports excepted)', () => {
    expect(appCode.length).toBeGreaterThan(300);
    expect(importCycles(appCode)).toEqual([]);
  });

  describe('the detector', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const rel = (name: string) => path.relative(ROOT, path.join(dir, name)).split(path.sep).join('/');
    const write = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return rel(name);
    };

    it('finds a cycle through a lazy import() and a static import back', () => {
      const menu = write(
        'menu.tsx',
        "import { lazy } from 'react';\nconst Dropdown = lazy(() => import('./dropdown'));\nexport const classes = 'x';\n",
      );
      const dropdown = write('dropdown.tsx', "import { classes } from './menu';\nexport default function D() { return classes; }\n");
      expect(importCycles([menu, dropdown])).toEqual([[dropdown, menu].sort()]);
    });

    it('finds a longer cycle and a re-export', () => {
      const a = write('a.ts', "import { b } from './b';\nexport const a = b;\n");
      const b = write('b.ts', "export { c as b } from './c';\n");
      const c = write('c.ts', "import { a } from './a';\nexport const c = () => a;\n");
      expect(importCycles([a, b, c])).toEqual([[a, b, c].sort()]);
    });

    it('ignores import type, export type and imports of types only', () => {
      const a = write('ta.ts', "import type { B } from './tb';\nimport { type C } from './tc';\nexport type A = B | C;\n");
      const b = write('tb.ts', "import { a } from './tc';\nexport type { A } from './ta';\nexport type B = string;\nexport const x = a;\n");
      const c = write('tc.ts', "import { x } from './tb';\nexport type C = number;\nexport const a = () => x;\n");
      expect(importCycles([a, b, c])).toEqual([[b, c].sort()]);
      expect(importCycles([a, b])).toEqual([]);
    });
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script, no type declarations
import { COMPILE_HINT, markChunks, withCompileHint } from '../../scripts/compile-hints.mjs';

describe('compile hints (scripts/compile-hints.mjs)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("puts V8's magic comment on the first line, once", () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1])';
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(withCompileHint(chunk)).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });

  it('marks every client chunk of a build and nothing else, and a second run changes nothing', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
    dirs.push(dist);
    const chunks = path.join(dist, 'static', 'chunks');
    mkdirSync(path.join(chunks, 'nested'), { recursive: true });
    writeFileSync(path.join(chunks, 'a.js'), 'var a=1');
    writeFileSync(path.join(chunks, 'nested', 'b.js'), 'var b=2');
    writeFileSync(path.join(chunks, 'app.css'), 'body{color:red}');
    expect(markChunks(dist)).toBe(2);
    expect(readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}var a=1`);
    expect(readFileSync(path.join(chunks, 'nested', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}var b=2`);
    expect(readFileSync(path.join(chunks, 'app.css'), 'utf8')).toBe('body{color:red}');
    expect(markChunks(dist)).toBe(0);
  });
});

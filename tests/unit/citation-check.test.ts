import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import notYetExplained from '@/tests/helpers/citations-not-yet-explained.json';

/**
 * A comment says why in words a clone of this repository explains: "the payment link's token has
 * dots", or a link to docs/. It never cites a ticket, a section of the original spec or a design
 * file the clone does not contain ('issue 23 §3', 'spec 2 §', 'DESIGN.md'), since a newcomer
 * cannot follow those. The files that still do are listed with how many citations each holds; a
 * count only goes down (rewrite the comment, then lower or remove the file's entry), and a file
 * not listed holds none. Applied migrations are history and are not read.
 */
// A section sign after an RFC's number is a public reference, not one of ours.
const CITATION = /\bissues? #?\d+|\bspec \d+ ?§|(?<!RFC \d+ )§ ?\d/gi;
const DESIGN_FILE = /\bDESIGN\b/g;
const ROOTS = ['app', 'components', 'lib', 'db', 'scripts', 'tests'];
const THIS_FILE = 'tests/unit/citation-check.test.ts';
const ROOT = path.resolve(__dirname, '../..');

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return relative === 'db/migrations' ? [] : sourceFilesUnder(relative);
    return /\.(tsx?|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

const citationsIn = (text: string) => (text.match(CITATION) ?? []).length + (text.match(DESIGN_FILE) ?? []).length;

const allowed: Record<string, number> = notYetExplained;

describe('comments that cite what a clone does not hold', () => {
  it('finds ticket, spec-section and design-file citations, and not ordinary numbers', () => {
    expect(citationsIn('// Issue 26 §3: days a quote holds')).toBe(2);
    expect(citationsIn('/** see issue #23 and DESIGN.md */')).toBe(2);
    expect(citationsIn('// the spec 2 § on orders')).toBe(1);
    expect(citationsIn('// DESIGN "Orders": the state machine')).toBe(1);
    expect(citationsIn('// 5 UVT per sale; tissue 12 rolls; the 3 issues of a CSV; a good design')).toBe(0);
    expect(citationsIn('// the weak comparison (RFC 9110 §13.1.2)')).toBe(0);
  });

  it('are no more than the files listed still hold, and none elsewhere', () => {
    const files = [...ROOTS.flatMap(sourceFilesUnder), 'proxy.ts', 'instrumentation.ts'].filter((file) => file !== THIS_FILE);
    expect(files.length).toBeGreaterThan(400);
    const over = files.flatMap((file) => {
      const found = citationsIn(readFileSync(path.join(ROOT, file), 'utf8'));
      const limit = allowed[file] ?? 0;
      return found > limit ? [`${file}: ${found} citations, at most ${limit}`] : [];
    });
    expect(over).toEqual([]);
  });
});

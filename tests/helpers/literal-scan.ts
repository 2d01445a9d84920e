import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '@/tests/helpers/module-graph';

/** The letters that mark a text as Spanish words a person reads, rather than code. */
export const SPANISH_LETTERS = /[áéíóúüñÁÉÍÓÚÜÑ¿¡]/;

export type Literal = { line: number; text: string };

/**
 * The string literals, template texts and JSX texts of a source that hold a Spanish letter.
 * TypeScript's own parser reads the file, so comments, regular expressions and the names of
 * things are never mistaken for a text.
 */
export function spanishLiterals(text: string, fileName = 'sample.ts'): Literal[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (literal && SPANISH_LETTERS.test(node.text)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The same, for a file of the repository (path relative to its root). */
export function spanishLiteralsOf(file: string): Literal[] {
  return spanishLiterals(readFileSync(path.join(ROOT, file), 'utf8'), file);
}

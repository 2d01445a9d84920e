/**
 * The rules of the store's stylesheet that can apply to one page, to inline in its stored copy.
 *
 * Why: a `<link rel="stylesheet">` blocks the first paint until the whole sheet (~70 KB, ~12 KB
 * brotli) has arrived, a request of its own after the document. A stored page instead carries, in
 * a `<style>`, the rules its own markup can use, and the loader (lib/page-cache/deferred-boot.ts) links
 * the full sheet later. So the subset must style the server HTML exactly as the full sheet will
 * (nothing moves when it arrives) and be small enough to fit, with the document, in the first
 * round trip (~14 KB of brotli).
 *
 * How: a rule is kept when one of its selectors may match: every class, id, attribute name and
 * element name it requires is in the page's markup (`pageTokens`). When unsure it keeps: what a
 * selector requires inside `:not()` and other functional pseudo-classes counts as present, except
 * `:is()`, `:where()` and `:has()`, whose argument must itself be able to match (Tailwind 4 wraps
 * whole selectors in them: `:where(.space-y-2>:not(:last-child))`). Left to the full sheet:
 * - selectors that need `:hover` (a pointer resting on the page before the sheet arrives is a
 *   moment's difference; a hover-only `@media (hover:hover)` block empties and goes with them);
 * - `@keyframes` no kept `animation` names (also through `var(--animate-…)`), and custom
 *   properties no kept declaration reads (directly or through another one), with their
 *   `@property` registrations;
 * - Tailwind's `@layer properties` fallback for browsers without `@property` (every `--tw-*`
 *   variable on every element). A layer left empty stays as `@layer name;`: cascade layers are
 *   ordered by first appearance, and the full sheet, added later, must not reorder them.
 *
 * Selectors are read by a small scanner (no selector parser per page), once per rule of a parsed
 * sheet; a page costs a walk of the rules and the stringifying of what it keeps.
 */
import postcss, { type AtRule, type ChildNode, type Container, Declaration, type Root, type Rule } from 'postcss';

/** Parsed once per stylesheet by the caller and reused for every page. */
export function parseStylesheet(css: string): Root {
  const sheet = postcss.parse(css);
  // What each selector needs is read now, once, rather than by the first pages kept.
  sheet.walkRules((rule) => void selectorsOf(rule));
  return sheet;
}

/** What a page's markup offers selectors: class names, ids, attribute names, element names. */
export type PageTokens = { classes: Set<string>; ids: Set<string>; attributes: Set<string>; tags: Set<string> };

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** Attribute values as React escapes them (`&amp;` `&quot;` `&#x27;` `&lt;` `&gt;`), plus numeric references. */
function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Raw-text elements: their content is script or CSS, where a `<` is no tag. */
const RAW_TEXT = new Map([
  ['script', /<\/script/gi],
  ['style', /<\/style/gi],
]);

/**
 * Read from every start tag, as React writes them (attribute values double-quoted, booleans bare
 * or `=""`). A scan, not a parser: a malformed page only gives it more tokens, so more rules.
 */
export function pageTokens(html: string): PageTokens {
  const tokens: PageTokens = { classes: new Set(), ids: new Set(), attributes: new Set(), tags: new Set() };
  const n = html.length;
  let i = html.indexOf('<');
  while (i >= 0 && i < n) {
    const next = html.charCodeAt(i + 1);
    if (next === 33 /* ! */) {
      // Comments (React's `<!--$-->`), the doctype, CDATA: nothing selectors see.
      const close = html.startsWith('<!--', i) ? html.indexOf('-->', i + 4) : html.indexOf('>', i + 2);
      i = close < 0 ? -1 : html.indexOf('<', close + 1);
      continue;
    }
    if (!isAsciiLetter(next)) {
      i = html.indexOf('<', i + 1); // an end tag, or a `<` in text
      continue;
    }
    let j = i + 1;
    while (j < n && !isSpace(html.charCodeAt(j)) && html[j] !== '/' && html[j] !== '>') j++;
    const tag = html.slice(i + 1, j).toLowerCase();
    tokens.tags.add(tag);
    // Attributes, as the HTML tokenizer reads them: a name up to whitespace, `/`, `>` or `=`.
    while (j < n) {
      let c = html.charCodeAt(j);
      if (isSpace(c) || c === 47 /* / */) {
        j++;
        continue;
      }
      if (c === 62 /* > */) break;
      const start = j;
      j++; // a first `=` belongs to the name
      while (j < n && !isSpace((c = html.charCodeAt(j))) && c !== 47 && c !== 62 && c !== 61) j++;
      const name = html.slice(start, j).toLowerCase();
      tokens.attributes.add(name);
      let k = j;
      while (k < n && isSpace(html.charCodeAt(k))) k++;
      if (html[k] !== '=') continue;
      k++;
      while (k < n && isSpace(html.charCodeAt(k))) k++;
      let value: string;
      const quote = html[k];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, k + 1);
        value = html.slice(k + 1, end < 0 ? n : end);
        j = end < 0 ? n : end + 1;
      } else {
        j = k;
        while (j < n && !isSpace(html.charCodeAt(j)) && html[j] !== '>') j++;
        value = html.slice(k, j);
      }
      if (name === 'class') {
        for (const cls of decodeEntities(value).split(/[ \t\n\f\r]+/)) if (cls) tokens.classes.add(cls);
      } else if (name === 'id') {
        tokens.ids.add(decodeEntities(value));
      }
    }
    i = j + 1;
    const close = RAW_TEXT.get(tag);
    if (close) {
      close.lastIndex = i;
      i = close.exec(html) ? close.lastIndex : -1;
    }
    if (i >= 0) i = html.indexOf('<', i);
  }
  return tokens;
}

/**
 * What one selector of a list needs of the page. `never`: it needs `:hover`. `anyOf`: the
 * argument lists of `:is()`, `:where()` and `:has()`, each satisfied when one of its selectors is.
 */
type Needs = {
  never: boolean;
  classes: string[];
  ids: string[];
  attributes: string[];
  tags: string[];
  anyOf: Needs[][];
};
type Selector = { text: string; needs: Needs };

const newNeeds = (): Needs => ({ never: false, classes: [], ids: [], attributes: [], tags: [], anyOf: [] });

/** Functional pseudo-classes whose argument must match for the selector to: recursed into. */
const MATCHES_ANY = new Set(['is', 'where', 'has', 'matches', '-webkit-any', '-moz-any']);

const isIdentChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 95 || c >= 0x80;

/** Reads selector lists (a rule's, and the arguments of `:is()` and the like) for what they need of a page. */
class SelectorScanner {
  i = 0;
  constructor(readonly s: string) {}

  /** An identifier at `i`, CSS escapes resolved; `plain`: ASCII without escapes (a usual element name). */
  ident(): { value: string; plain: boolean } {
    const s = this.s;
    let value = '';
    let plain = true;
    let from = this.i;
    while (this.i < s.length) {
      const c = s.charCodeAt(this.i);
      if (c === 92 /* \ */) {
        value += s.slice(from, this.i);
        plain = false;
        const hex = /^[0-9a-fA-F]{1,6}/.exec(s.slice(this.i + 1, this.i + 7));
        if (hex) {
          const code = parseInt(hex[0], 16);
          const invalid = code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff;
          value += invalid ? '\ufffd' : String.fromCodePoint(code);
          this.i += 1 + hex[0].length;
          if (s[this.i] === '\r' && s[this.i + 1] === '\n') this.i += 2;
          else if (this.i < s.length && isSpace(s.charCodeAt(this.i))) this.i++;
        } else if (this.i + 1 < s.length) {
          const cp = s.codePointAt(this.i + 1)!;
          value += String.fromCodePoint(cp);
          this.i += 1 + (cp > 0xffff ? 2 : 1);
        } else {
          this.i++;
        }
        from = this.i;
      } else if (isIdentChar(c)) {
        if (c >= 0x80) plain = false;
        this.i++;
      } else {
        break;
      }
    }
    return { value: value + s.slice(from, this.i), plain };
  }

  /** Skips a string, an escape, or a balanced `(…)`/`[…]` from `i`. */
  skipBalanced(open: string, close: string): void {
    const s = this.s;
    let depth = 0;
    while (this.i < s.length) {
      const ch = s[this.i];
      if (ch === '\\') this.i += 2;
      else if (ch === '"' || ch === "'") this.skipString();
      else {
        if (ch === open) depth++;
        else if (ch === close && --depth === 0) {
          this.i++;
          return;
        }
        this.i++;
      }
    }
  }

  skipString(): void {
    const s = this.s;
    const quote = s[this.i++];
    while (this.i < s.length && s[this.i] !== quote) this.i += s[this.i] === '\\' ? 2 : 1;
    this.i++;
  }

  /** `[name]`, `[name=value i]`…: the attribute's name is needed (unless namespaced, `[xlink|href]`), not its value. */
  attribute(needs: Needs): void {
    const s = this.s;
    const start = this.i;
    this.i++;
    while (this.i < s.length && isSpace(s.charCodeAt(this.i))) this.i++;
    const name = this.ident().value;
    const namespaced = s[this.i] === '|' && s[this.i + 1] !== '=';
    this.i = start;
    this.skipBalanced('[', ']');
    if (name && !namespaced) needs.attributes.push(name.toLowerCase());
  }

  /** One complex selector from `i`, up to a `,` or `)` at its level (not consumed). */
  selector(): Needs {
    const s = this.s;
    const needs = newNeeds();
    let namespace = false; // the next element name follows `ns|`: unusual, not required
    while (this.i < s.length) {
      const ch = s[this.i];
      const c = s.charCodeAt(this.i);
      if (ch === ',' || ch === ')') break;
      if (ch === '.' || ch === '#') {
        this.i++;
        const { value } = this.ident();
        if (value) (ch === '.' ? needs.classes : needs.ids).push(value);
      } else if (ch === '[') {
        this.attribute(needs);
      } else if (ch === ':') {
        const element = s[this.i + 1] === ':';
        this.i += element ? 2 : 1;
        const name = this.ident().value.toLowerCase();
        if (!element && name === 'hover') needs.never = true;
        if (s[this.i] === '(') {
          if (!element && MATCHES_ANY.has(name)) {
            this.i++;
            needs.anyOf.push(this.list().map((selector) => selector.needs));
            if (s[this.i] === ')') this.i++;
          } else {
            this.skipBalanced('(', ')');
          }
        }
      } else if (ch === '|') {
        if (s[this.i + 1] === '|')
          this.i += 2; // column combinator
        else {
          namespace = true; // `|name`: no namespace
          this.i++;
          continue;
        }
      } else if (ch === '*') {
        this.i++;
        if (s[this.i] === '|' && s[this.i + 1] !== '|') {
          namespace = true;
          this.i++;
          continue;
        }
      } else if (isIdentChar(c) || ch === '\\') {
        const { value, plain } = this.ident();
        if (s[this.i] === '|' && s[this.i + 1] !== '|' && s[this.i + 1] !== '=') {
          namespace = true;
          this.i++;
          continue;
        }
        const tag = value.toLowerCase();
        if (plain && !namespace && tag !== 'html' && tag !== 'body') needs.tags.push(tag);
      } else if (ch === '(') {
        this.skipBalanced('(', ')');
      } else if (ch === '"' || ch === "'") {
        this.skipString();
      } else {
        this.i++; // combinators, whitespace, `&`, anything unknown: no requirement
      }
      namespace = false;
    }
    return needs;
  }

  /** A selector list from `i`, up to a `)` at its level (not consumed) or the end. */
  list(): Selector[] {
    const s = this.s;
    const selectors: Selector[] = [];
    for (;;) {
      while (this.i < s.length && isSpace(s.charCodeAt(this.i))) this.i++;
      const start = this.i;
      const needs = this.selector();
      selectors.push({ text: s.slice(start, this.i).trim(), needs });
      if (s[this.i] !== ',') return selectors;
      this.i++;
    }
  }
}

const COMMENTS = /\/\*[\s\S]*?\*\//g;

/** A rule's selectors (`whole`: the list, without comments) and what each needs, read once per rule of a parsed sheet. */
type Selectors = { selector: string; whole: string; list: Selector[] };
const selectorCache = new WeakMap<Rule, Selectors>();

function selectorsOf(rule: Rule): Selectors {
  const cached = selectorCache.get(rule);
  if (cached && cached.selector === rule.selector) return cached;
  const whole = rule.selector.includes('/*') ? rule.selector.replace(COMMENTS, '') : rule.selector;
  const scanner = new SelectorScanner(whole);
  let list = scanner.list();
  // A stray `)` ended the list early: keep the rule whole rather than guess.
  if (scanner.i < whole.length) list = [{ text: whole, needs: newNeeds() }];
  const entry = { selector: rule.selector, whole, list };
  selectorCache.set(rule, entry);
  return entry;
}

/** A copy's comments go, those between its nodes and those its raws keep in a value or a prelude. */
function uncomment<T extends ChildNode>(copy: T): T {
  const clean = (node: ChildNode) => {
    if (node.type === 'decl' && node.raws.value?.raw.includes('/*')) delete node.raws.value;
    if (node.type === 'atrule') {
      if (node.raws.afterName?.includes('/*')) node.raws.afterName = ' ';
      if (node.raws.params?.raw.includes('/*')) delete node.raws.params;
    }
  };
  clean(copy);
  if ('walk' in copy) copy.walk((node) => (node.type === 'comment' ? void node.remove() : clean(node)));
  return copy;
}

function mayMatch(needs: Needs, page: PageTokens): boolean {
  if (needs.never) return false;
  for (const name of needs.classes) if (!page.classes.has(name)) return false;
  for (const name of needs.ids) if (!page.ids.has(name)) return false;
  for (const name of needs.attributes) if (!page.attributes.has(name)) return false;
  for (const name of needs.tags) if (!page.tags.has(name)) return false;
  for (const list of needs.anyOf) if (!list.some((each) => mayMatch(each, page))) return false;
  return true;
}

/** At-rules that group rules: filtered like the sheet, dropped when left empty. */
const GROUPING = new Set(['media', 'supports', 'container', 'layer', 'scope', 'starting-style', 'document', '-moz-document']);
const isKeyframes = (name: string) => /^(-[a-z]+-)?keyframes$/.test(name);

type Named = Pick<Declaration, 'prop' | 'value'>;
/** The filtering of one page: its tokens, the declarations kept, and the keyframes and `@property` rules to decide on. */
type Pass = {
  page: PageTokens;
  kept: Named[];
  keyframes: AtRule[];
  properties: AtRule[];
};

/** Tailwind's fallback for browsers without `@property`: `@supports (…){*,:before,…{--tw-…}}` in `@layer properties`. */
function propertiesFallback(node: ChildNode, layer: string | null): boolean {
  if (layer !== 'properties' || node.type !== 'atrule' || node.name.toLowerCase() !== 'supports') return false;
  let onlyVariables = true;
  node.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) onlyVariables = false;
  });
  return onlyVariables;
}

/** An emptied named layer keeps its place in the layer order, as `@layer name;`; any other group goes. */
function emptied(group: AtRule): AtRule | null {
  if (group.name.toLowerCase() !== 'layer' || !group.params.trim()) return null;
  const raws = { afterName: group.raws.afterName ?? ' ', between: '' };
  return postcss.atRule({ name: group.name, params: group.params, raws });
}

/** A minified sheet leaves out the last `;` of a block: a trailing statement (`@layer name;`) needs it. */
function endStatement(container: Container): void {
  const last = container.last;
  if (last && last.type === 'atrule' && !last.nodes) container.raws.semicolon = true;
}

/** Copies into `target` what of `source`'s children may apply to the page. */
function filterInto(source: Container, target: Container, pass: Pass, layer: string | null): void {
  for (const node of source.nodes ?? []) {
    if (propertiesFallback(node, layer)) continue;
    const copy = filterNode(node, pass, layer);
    if (copy) target.push(copy);
  }
  endStatement(target);
}

function filterNode(node: ChildNode, pass: Pass, layer: string | null): ChildNode | null {
  switch (node.type) {
    case 'comment':
      return null;
    case 'decl': {
      const copy = uncomment(node.clone());
      pass.kept.push(copy);
      return copy;
    }
    case 'rule': {
      const { whole, list } = selectorsOf(node);
      const matching = list.filter((selector) => mayMatch(selector.needs, pass.page));
      if (!matching.length) return null;
      const selector = matching.length === list.length ? whole : matching.map((each) => each.text).join(',');
      const copy = postcss.rule({ selector, raws: { ...node.raws } });
      filterInto(node, copy, pass, layer);
      return copy.nodes.length ? copy : null;
    }
    case 'atrule': {
      const name = node.name.toLowerCase();
      if (!node.nodes || !GROUPING.has(name)) {
        // Statements (`@import`, `@layer a, b;`), `@font-face`, `@page`, `@keyframes`, `@property`
        // and anything unknown: as they are (the last two only if named, decided at the end).
        const copy = uncomment(node.clone());
        if (name === 'property') pass.properties.push(copy);
        else if (isKeyframes(name)) pass.keyframes.push(copy);
        return copy;
      }
      const inner = name === 'layer' ? node.params.trim() : layer;
      const copy = uncomment(postcss.atRule({ name: node.name, params: node.params, raws: { ...node.raws }, nodes: [] }));
      filterInto(node, copy, pass, inner);
      return copy.nodes!.length ? copy : emptied(node);
    }
    default:
      return null;
  }
}

/** What the kept `animation` and `animation-name` declarations name, through `var(--x)` too (Tailwind's `animate-*`). */
function animationNames(pass: Pass): Set<string> {
  const variables = new Map<string, string[]>();
  const animations: string[] = [];
  for (const decl of pass.kept) {
    if (decl.prop.startsWith('--')) {
      const values = variables.get(decl.prop) ?? [];
      values.push(decl.value);
      variables.set(decl.prop, values);
    } else if (/^(-[a-z]+-)?animation(-name)?$/i.test(decl.prop)) {
      animations.push(decl.value);
    }
  }
  const names = new Set<string>();
  const seen = new Set<string>();
  const pending = [...animations];
  while (pending.length) {
    for (const token of pending.pop()!.split(/[\s,()]+/)) {
      if (!token) continue;
      names.add(token.replace(/^["']|["']$/g, ''));
      if (token.startsWith('--') && !seen.has(token)) {
        seen.add(token);
        pending.push(...(variables.get(token) ?? []));
      }
    }
  }
  return names;
}

/**
 * The custom properties the kept declarations read: named in a property's value, then what the
 * custom properties so read name in theirs (`--a: var(--b)`), to the end of the chain.
 */
function variablesRead(declarations: Named[]): Set<string> {
  const names = (value: string) => (value.includes('--') ? [...value.matchAll(/--[\w-]+/g)].map((match) => match[0]) : []);
  const custom = new Map<string, string[]>();
  const read = new Set<string>();
  const pending: string[] = [];
  for (const decl of declarations) {
    if (decl.prop.startsWith('--')) custom.set(decl.prop, [...(custom.get(decl.prop) ?? []), ...names(decl.value)]);
    else pending.push(...names(decl.value));
  }
  while (pending.length) {
    const name = pending.pop()!;
    if (read.has(name)) continue;
    read.add(name);
    pending.push(...(custom.get(name) ?? []));
  }
  return read;
}

/** The page's `style` attributes, as declarations: they may name keyframes and custom properties too. */
function inlineDeclarations(html: string): Named[] {
  const declarations: Named[] = [];
  for (const [, double, single] of html.matchAll(/\sstyle=(?:"([^"]*)"|'([^']*)')/gi)) {
    for (const declaration of decodeEntities(double ?? single).split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 1) continue;
      declarations.push({ prop: declaration.slice(0, colon).trim(), value: declaration.slice(colon + 1).trim() });
    }
  }
  return declarations;
}

/** The rules of `sheet` that may apply to `html`, minified as the sheet was. Never mutates `sheet`. */
export function criticalCss(sheet: Root, html: string): string {
  const pass: Pass = { page: pageTokens(html), kept: inlineDeclarations(html), keyframes: [], properties: [] };
  const root = postcss.root({ raws: { ...sheet.raws } });
  filterInto(sheet, root, pass, null);

  let nested = false;
  const drop = (node: AtRule) => {
    nested ||= node.parent !== root;
    node.remove();
  };
  const animations = animationNames(pass);
  for (const keyframes of pass.keyframes) {
    const name = keyframes.params.trim().replace(/^["']|["']$/g, '');
    if (animations.has(name)) keyframes.walkDecls((decl) => void pass.kept.push(decl));
    else drop(keyframes);
  }
  // Custom properties nothing kept reads (the theme's colours and sizes other pages use, a
  // utility's `--tw-*` whose reader went with its rule) are left to the whole sheet, and so are
  // their `@property` registrations. Reads are counted in this sheet and the page's style
  // attributes: a page whose other stylesheet read this one's variables would need both counted
  // (the store's pages link one sheet).
  const read = variablesRead(pass.kept);
  for (const decl of pass.kept) {
    // Declarations of the copy (not the page's style attributes) that nothing reads.
    if (!(decl instanceof Declaration) || !decl.prop.startsWith('--') || read.has(decl.prop)) continue;
    const rule = decl.parent;
    decl.remove();
    if (rule && rule.type === 'rule' && !rule.nodes?.length) {
      nested ||= rule.parent !== root;
      rule.remove();
    }
  }
  for (const property of pass.properties) if (!read.has(property.params.trim())) drop(property);

  // Removing a nested keyframes or `@property` may have emptied its group (Tailwind puts them at the top).
  const prune = (container: Container) => {
    for (const node of [...(container.nodes ?? [])]) {
      if (node.type !== 'atrule' || !node.nodes || !GROUPING.has(node.name.toLowerCase())) continue;
      prune(node);
      if (node.nodes.length) continue;
      const statement = emptied(node);
      if (statement) node.replaceWith(statement);
      else node.remove();
    }
    endStatement(container);
  };
  if (nested) prune(root);
  return root.toString();
}

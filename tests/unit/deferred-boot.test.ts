import { describe, expect, it } from 'vitest';
import { deferFrameworkScripts } from '@/lib/page-cache/deferred-boot';
import { nextPage, nextPageSegments } from '../helpers/next-page';

const N = 'bm9uY2Utb25l';
const page = nextPage(N);
const segments = nextPageSegments(N);

const loaderOf = (html: string) => /<script data-deferred-boot="">([\s\S]*?)<\/script>/.exec(html);

describe('deferFrameworkScripts', () => {
  const { html: out, pageData } = deferFrameworkScripts(page);

  it('takes the async framework scripts and the script preload out of the page', () => {
    expect(out).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\/chunks\/(a|turbopack-b|boot)\.js"/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('keeps everything else where it was', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/app.css"',
      'fetchPriority="high"/>',
      `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${N}"></script>`,
      '<script type="application/ld+json">{"@type":"ItemList"}</script>',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it("runs zod's settings and Turbopack's chunk list from the loader, before the chunks, leaving their elements empty", () => {
    // Fewer inline scripts for a stored page's CSP to list; React still finds the element it rendered in the head.
    expect(out).toContain(`<title>Tienda</title><script nonce="${N}"></script>`);
    expect(out).toContain(`<script nonce="${N}" id="_R_"></script>`);
    const code = loaderOf(out)![1];
    expect(code).toContain(
      ',function(){globalThis.__zod_globalConfig={jitless:true};\n(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/a.js"]})})',
    );
    // Called first thing when the scripts go in.
    expect(code).toMatch(/insertScripts = \(\) => \{\s*prepare\(\);/);
  });

  it('moves the flight data out of the page, as JSON segments in page order with the nonce blanked', () => {
    expect(out).not.toContain('__next_f.push');
    expect(pageData).not.toBeNull();
    const blanked = JSON.parse(JSON.stringify(segments).split(N).join(''));
    expect(JSON.parse(pageData!.body)).toEqual(blanked);
    expect(pageData!.body).not.toContain(N);
    // Content-addressed: another answer of the same page (another nonce) names the same data.
    expect(pageData!.id).toMatch(/^[\w-]{22}$/);
    expect(deferFrameworkScripts(page.split(N).join('YW5vdGhlcg==')).pageData).toEqual(pageData);
    const changed = deferFrameworkScripts(page.replace('\\u003cb', '\\u003ci')).pageData;
    expect(changed!.id).not.toBe(pageData!.id);
  });

  it('adds one loader, last in the body, without a nonce (a stored page allows it by hash), and the scripts in page order', () => {
    const loader = loaderOf(out);
    expect(loader).not.toBeNull();
    expect(out.match(/data-deferred-boot/g)).toHaveLength(1);
    expect(out.endsWith('</script></body></html>')).toBe(true);
    const code = loader![1];
    expect(code).toContain(
      `["/_next/static/chunks/a.js","/_next/static/chunks/turbopack-b.js","/_next/static/chunks/boot.js"],["/_next/static/chunks/boot.js"],[],"/api/page-data/${pageData!.id}",`,
    );
    expect(code).toContain(',500,3000,function(){');
    // The fallback's expression finds the flight scripts of a fresh render, and none of its own text closes the script.
    const expression = new RegExp(JSON.parse(/,"\/api\/page-data\/[\w-]+",("(?:[^"\\]|\\.)*")/.exec(code)![1]), 'g');
    expect([...page.matchAll(expression)].map((match) => JSON.parse(match[1]))).toEqual(segments);
    expect(code).not.toContain('</');
    // Valid JavaScript as served (parsed, not run).
    expect(() => new Function(code)).not.toThrow();
  });

  it('leaves a page without framework scripts, without a body end or with unreadable flight data as it was', () => {
    const bare = '<html><head><script nonce="x">1</script></head><body><p>hola</p></body></html>';
    const unchanged = (html: string) => ({ html, pageData: null });
    expect(deferFrameworkScripts(bare)).toEqual(unchanged(bare));
    const cut = page.slice(0, page.indexOf('</body>'));
    expect(deferFrameworkScripts(cut)).toEqual(unchanged(cut));
    const unreadable = page.replace('push([0])', 'push([0,])');
    expect(deferFrameworkScripts(unreadable, () => '.a{}')).toEqual(unchanged(unreadable));
  });

  it('keeps the framework scripts deferred on a page without flight data', () => {
    const { html, pageData: none } = deferFrameworkScripts(page.replace(/<script nonce="[^"]*">\(?self\.__next_f[^<]*<\/script>/g, ''));
    expect(none).toBeNull();
    expect(loaderOf(html)![1]).toContain('["/_next/static/chunks/boot.js"],[],null,');
  });

  it('puts the rules a stylesheet has for the page in its place, and has the loader link the whole sheet', () => {
    const asked: [string, string][] = [];
    const { html } = deferFrameworkScripts(page, (href, markup) => {
      asked.push([href, markup]);
      return 'h1{color:green}';
    });
    expect(asked.map(([href]) => href)).toEqual(['/_next/static/chunks/app.css']);
    // Asked with the page's markup (without its flight data, which is not markup).
    expect(asked[0][1]).toContain('<h1>Tienda</h1>');
    expect(asked[0][1]).not.toContain('__next_f.push');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<head><meta charSet="utf-8"/><style data-inlined="/_next/static/chunks/app.css">h1{color:green}</style><link rel="preload" as="image"',
    );
    expect(loaderOf(html)![1]).toContain('["/_next/static/chunks/boot.js"],[["/_next/static/chunks/app.css","next"]],"/api/page-data/');
  });

  it('keeps the link when it has no rules for the page, or rules that would close the style element', () => {
    for (const rules of [null, 'p::after{content:"</style><script>"}']) {
      const { html } = deferFrameworkScripts(page, () => rules);
      expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/app.css"');
      expect(html).not.toContain('<style');
      expect(loaderOf(html)![1]).toContain('["/_next/static/chunks/boot.js"],[],"/api/page-data/');
    }
  });
});

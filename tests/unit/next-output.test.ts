import { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { describe, expect, it } from 'vitest';
import {
  checkNextHeaderAssumptions,
  checkNextOutputAssumptions,
  checkRoutingAssumptions,
  NEXT_HEADER_ASSUMPTIONS,
  NEXT_HTML_ASSUMPTIONS,
  type PageAnswer,
  PRIVATE_HEADERS,
} from '@/lib/page-cache/next-output';
import { CODING_HEADER } from '@/lib/http/encoded-responses';
import { CAPTURE_HEADER, ELIGIBLE_HEADER } from '@/lib/page-cache/page-cache';
import { routing } from '@/lib/i18n/routing';
import { nextPage } from '../helpers/next-page';

/**
 * The page cache's assumptions about Next's output (lib/page-cache/next-output.ts, docs/caching.md):
 * each check holds for the shape Next 16.4.6 writes and fails, by name, when that one shape
 * changes. The e2e page-cache journey runs the same checks on the production build's pages.
 */
const N = 'bm9uY2Utb25l';
const page = nextPage(N);
const check = (html: string) => checkNextOutputAssumptions({ html, nonce: N });

/** One shape changed the way a Next or React upgrade could change it, per assumption. */
const broken: Record<string, string> = {
  // The flight data written another way (a function call instead of the queue), or not as JSON.
  'flight-scripts': page.replace('self.__next_f.push([1,', 'self.__next_f.q([1,'),
  // Chunks as deferred or module scripts instead of async ones: they would stay in the page and race its paint.
  'chunk-script-tags': page.replace('<script src="/_next/static/chunks/a.js" async=""', '<script src="/_next/static/chunks/a.js" defer=""'),
  // The bootstrap preloaded as a module.
  'script-preloads': page.replace('<link rel="preload" as="script"', '<link rel="modulepreload" as="script"'),
  // A stylesheet without React's precedence: the loader could not link it back as React rendered it.
  'stylesheet-precedence': page.replace(' data-precedence="next"', ''),
  // Turbopack's chunk list without its id, or written as another expression.
  'turbopack-chunk-list': page.replace('(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push', 'self.TURBOPACK_CHUNKS.push'),
  // A script rendered without the request's nonce (or with the attribute written differently).
  'script-nonce': page.replace(`<script nonce="${N}">globalThis.__zod`, `<script nonce='${N}'>globalThis.__zod`),
  // Content after the body's end (the loader would not be last).
  'body-end': page.replace('</body></html>', '</body></html><div hidden=""></div></body></html>'),
};

describe('checkNextOutputAssumptions', () => {
  it('finds none broken in the shape Next 16.4.6 renders', () => {
    expect(check(page)).toEqual([]);
  });

  it('has a fixture for every assumption, each exactly what it covers', () => {
    expect(Object.keys(broken).sort()).toEqual(Object.keys(NEXT_HTML_ASSUMPTIONS).sort());
  });

  for (const [name, html] of Object.entries(broken)) {
    it(`names "${name}" when that shape changes, and only it`, () => {
      expect(html).not.toBe(page);
      expect(check(html)).toEqual([name]);
    });
  }

  it('names the flight data that does not parse, a missing chunk list and a page without scripts', () => {
    expect(check(page.replace('push([0])', 'push([0,])'))).toEqual(['flight-scripts']);
    expect(check(page.replace(/<script nonce="[^"]*" id="_R_">[^<]*<\/script>/, ''))).toEqual(['turbopack-chunk-list']);
    expect(check(page.replace(/ id="_R_"/, ''))).toEqual(['turbopack-chunk-list']);
    expect(checkNextOutputAssumptions({ html: '<html><body><p>hola</p></body></html>', nonce: N })).toEqual(
      expect.arrayContaining(['flight-scripts', 'chunk-script-tags', 'stylesheet-precedence', 'turbopack-chunk-list', 'script-nonce']),
    );
  });
});

describe('checkNextHeaderAssumptions', () => {
  const html = '<!DOCTYPE html><html><body></body></html>';
  const miss: PageAnswer = { headers: { 'content-type': 'text/html; charset=utf-8', 'x-page-cache': 'miss' }, body: html };
  const hit: PageAnswer = { headers: { 'content-encoding': 'br', 'x-page-cache': 'hit' }, body: html };

  it('finds none broken in answers as Next sends them', () => {
    expect(checkNextHeaderAssumptions({ miss, hit })).toEqual([]);
  });

  it('watches every private header the hooks take off', () => {
    expect(PRIVATE_HEADERS.sort()).toEqual([CAPTURE_HEADER, ELIGIBLE_HEADER, CODING_HEADER].sort());
  });

  it('names each assumption when its answer changes', () => {
    const cases: Record<string, { miss: PageAnswer; hit: PageAnswer }> = {
      // Headers handed to writeHead would pass by the hooks: the private tag goes out.
      'headers-via-setHeader': { miss: { ...miss, headers: { ...miss.headers, 'x-store-page-capture': '7 n k' } }, hit },
      // The stored brotli sent without its coding, or compressed a second time.
      'content-encoding-kept': { miss, hit: { headers: { 'x-page-cache': 'hit' }, body: '\u001b\u00ff\u0001' } },
    };
    expect(Object.keys(cases).sort()).toEqual(Object.keys(NEXT_HEADER_ASSUMPTIONS).sort());
    for (const [name, answers] of Object.entries(cases)) expect(checkNextHeaderAssumptions(answers), name).toEqual([name]);
    const coded = { miss, hit: { ...hit, headers: { ...hit.headers, 'x-store-content-encoding': 'br' } } };
    expect(checkNextHeaderAssumptions(coded)).toEqual(['headers-via-setHeader']);
  });
});

describe('checkRoutingAssumptions', () => {
  const route = createMiddleware(routing);

  it("holds for next-intl's routing of store URLs without a prefix", () => {
    for (const url of ['https://shop.test/tienda?page=2', 'https://shop.test/', 'https://shop.test/producto/vaso']) {
      const routed = route(new NextRequest(url, { headers: { 'accept-language': 'es-CO' } }));
      expect(checkRoutingAssumptions(routed, url, 'es'), url).toEqual([]);
    }
  });

  it('names the rewrite when the routing answers without one', () => {
    const url = 'https://shop.test/tienda';
    expect(checkRoutingAssumptions({ status: 200, headers: new Headers() }, url, 'es')).toEqual(['middleware-rewrite']);
    expect(
      checkRoutingAssumptions({ status: 200, headers: new Headers({ 'x-middleware-rewrite': 'https://shop.test/tienda' }) }, url, 'es'),
    ).toEqual(['middleware-rewrite']);
  });
});

/**
 * A store page as Next 16.4.6 / React 19.3.1 render it (the shapes of a real production build's
 * /tienda, trimmed), rendered with `nonce`: the stylesheet with its precedence, the image and
 * bootstrap preloads, the async chunk scripts in the head (src first) and the bootstrap one at the
 * end of the body (nonce before async), zod's settings, the noModule polyfills, JSON-LD,
 * Turbopack's chunk list and the flight data. lib/page-cache/next-output.ts's checks all hold for it;
 * tests break one shape at a time.
 */
export const nextPage = (nonce: string) =>
  [
    '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" href="/_next/static/chunks/app.css" nonce="${nonce}" data-precedence="next"/>`,
    `<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fa.webp&amp;w=640&amp;q=75 640w" fetchPriority="high"/>`,
    `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/boot.js"/>`,
    `<script src="/_next/static/chunks/a.js" async="" nonce="${nonce}"></script>`,
    `<script src="/_next/static/chunks/turbopack-b.js" async="" nonce="${nonce}"></script>`,
    '<title>Tienda</title>',
    `<script nonce="${nonce}">globalThis.__zod_globalConfig={jitless:true}</script>`,
    `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${nonce}"></script>`,
    '</head><body><main><h1>Tienda</h1><img alt="" fetchPriority="high" src="/a.webp"/></main>',
    '<script type="application/ld+json">{"@type":"ItemList"}</script>',
    `<script nonce="${nonce}" id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/a.js"]})</script>`,
    `<script src="/_next/static/chunks/boot.js" nonce="${nonce}" async=""></script>`,
    `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
    // Flight data as Next writes it: JSON with `<` escaped; the page nonce inside, for React's own scripts.
    `<script nonce="${nonce}">self.__next_f.push([1,"0:[\\"$\\",\\"script\\",null,{\\"nonce\\":\\"${nonce}\\"}]\\n1:\\"\\u003cb\\u003e)\\"\\n"])</script>`,
    '</body></html>',
  ].join('');

/** The flight segments of `nextPage(nonce)`, as the framework reads them. */
export const nextPageSegments = (nonce: string) => [[0], [1, `0:["$","script",null,{"nonce":"${nonce}"}]\n1:"<b>)"\n`]];

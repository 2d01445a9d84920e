/**
 * A stored store page's framework scripts start once its largest picture or text block has been
 * painted, instead of racing it.
 *
 * Why: Next puts every framework chunk (~155 KiB gzipped) in the head as `<script async>`, plus a
 * preload of the bootstrap chunk. On a phone on 4G those downloads share the link with the
 * stylesheet and the LCP picture, and a chunk that arrives early runs its long bootstrap task
 * before the first frame, so the page paints later. Lighthouse's simulated LCP charges every
 * script that ran before the (unthrottled) LCP, so on a fast host the same page scored LCP 1.4 s
 * or 2.8 s depending on which side of that race a run fell (docs/performance.md).
 *
 * How: `deferFrameworkScripts` takes those tags out of the HTML and adds one inline loader at the
 * end of the body that inserts the same scripts (in the same order; the CSP's 'strict-dynamic'
 * trusts what an allowed script inserts) when the first of these happens:
 * - the browser reports the LCP entry of one of the page's high-priority pictures (the LCP
 *   candidates the pages mark with `fetchpriority="high"`), or any LCP entry on a page without one;
 * - 500 ms after those pictures loaded and another element was reported as the LCP (it is
 *   larger on this screen), or two frames after they loaded where the browser reports no LCP;
 * - the shopper touches the page or presses a key;
 * - 3 s after the loader ran (a tab opened in the background paints nothing).
 * A press before then starts them at once; the press itself is held and replayed after
 * hydration by a script every page carries, fresh or stored (lib/held-presses.ts).
 *
 * The page's data for hydration leaves the document too. Next writes the server tree a second
 * time into the HTML, as flight data in inline `self.__next_f.push(…)` scripts: ~60 % of every
 * store document, which made each one 16-21 KB on the wire. Lighthouse's TCP model (and a real
 * phone's first congestion window) sends ~14.6 KB in the first round trip, so the document cost a
 * second 150 ms round trip before anything could paint. The stored page keeps only the markup; its
 * flight segments are served as JSON from `/api/page-data/<id>` (app/api/page-data, content-
 * addressed, immutable) and the loader fetches them when it starts the scripts, queues them
 * where Next reads them, and only then inserts the scripts (already downloading, preloaded), so
 * the framework finds its data as if it had been inline. Where that address is unknown (another
 * instance answered, or the entry was evicted) the loader renders the page afresh
 * (`Cache-Control: no-cache`) and takes the same segments from that HTML.
 *
 * Only the page cache (lib/page-cache/page-cache.ts) applies it, to the complete HTML of a stored page:
 * a streamed first render is left as Next wrote it.
 */

import { createHash } from 'node:crypto';

/** `<script … src="/_next/static/…" … async="">` as React writes it (attribute order varies); not the `noModule` polyfills. */
export const FRAMEWORK_SCRIPT = /<script(?=[^>]*\ssrc="(\/_next\/static\/[^"]+)")(?=[^>]*\sasync="")(?![^>]*\snoModule)[^>]*><\/script>/g;
/** React's preload of the bootstrap chunk (`<link rel="preload" as="script" …>`). */
export const SCRIPT_PRELOAD = /<link(?=[^>]*\srel="preload")(?=[^>]*\sas="script")(?=[^>]*\shref="(\/_next\/static\/[^"]+)")[^>]*\/?>/g;
const NONCE = /\snonce="([^"]+)"/;
/**
 * Next's inline flight scripts: `(self.__next_f=self.__next_f||[]).push([0])` then
 * `self.__next_f.push([1,"…"])`; the argument is JSON (Next escapes `<` in it). The browser-side
 * fallback reads a fresh render with the same expression.
 */
export const FLIGHT_SCRIPT = '<script[^>]*>\\(?self\\.__next_f[^(<]*\\.push\\((\\[[\\s\\S]*?\\])\\)</script>';
const PAGE_DATA_PATH = '/api/page-data/';

/** Waits for the paint described above, then inserts the scripts. Runs in the browser, serialized as is: no outer references. */
function startAfterLargestPaint(
  scripts: string[],
  preloads: string[],
  stylesheets: [string, string][],
  pageData: string | null,
  flightScript: string,
  settleMs: number,
  capMs: number,
  prepare: () => void,
): void {
  // Every attribute is set before the element goes in: a preload appended without its `as` would be fetched twice.
  const link = (rel: string, href: string, as?: string, precedence?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.as = as;
    if (precedence) element.setAttribute('data-precedence', precedence);
    return document.head.appendChild(element);
  };
  const preload = (href: string) => link('preload', href, 'script');
  const insertScripts = () => {
    prepare();
    scripts.forEach((src) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    });
  };
  // The page's flight segments: from their address, else from a fresh render of this URL.
  const loadPageData = (): Promise<unknown[]> =>
    fetch(pageData as string)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<unknown[]>;
      })
      .catch(() =>
        fetch(location.href, { cache: 'no-store' })
          .then((response) => response.text())
          .then((html) => {
            const segments: unknown[] = [];
            const found = new RegExp(flightScript, 'g');
            for (let match = found.exec(html); match; match = found.exec(html)) segments.push(JSON.parse(match[1]));
            return segments;
          }),
      );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The whole stylesheet, where the page carries only its own rules inline: what the framework
    // renders later (dialogs, menus) needs the rest. Linked as React rendered it, so that it
    // finds it. Once it applies, the inline copy goes in the same task (one restyle, and no rule
    // held twice), and only then do the scripts run: that restyle is a task of its own, not part
    // of the framework's first long one.
    const styled = Promise.all(
      stylesheets.map(
        ([href, precedence]) =>
          new Promise<void>((resolve) => {
            const sheet = link('stylesheet', href, undefined, precedence);
            sheet.onload = () => {
              const inline = document.querySelector('style[data-inlined="' + href + '"]');
              if (inline) inline.remove();
              resolve();
            };
            sheet.onerror = () => resolve();
          }),
      ),
    );
    if (!pageData) {
      styled.then(() => {
        insertScripts();
        preloads.forEach(preload);
      });
      return;
    }
    // The scripts download now but run only once Next's queue holds the page's data: the
    // bootstrap reads it once, when it starts.
    scripts.forEach(preload);
    Promise.all([loadPageData(), styled]).then(
      ([segments]) => {
        // Without its data the framework would replace the page with an error: the page stays as
        // served instead (its links work, and a reload renders it whole).
        if (!segments.length) return;
        const win = self as unknown as { __next_f?: unknown[] };
        const queue = (win.__next_f = win.__next_f || []);
        segments.forEach((segment) => queue.push(segment));
        insertScripts();
      },
      () => undefined,
    );
  };
  const startSoon = () => setTimeout(start, 0);
  ['pointerdown', 'keydown', 'touchstart'].forEach((type) => addEventListener(type, start, { once: true, capture: true, passive: true }));
  setTimeout(start, capMs);

  const pictures = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]')) as HTMLImageElement[];
  const types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
  const reportsLcp = types.indexOf('largest-contentful-paint') >= 0;
  let loading = pictures.filter((picture) => !picture.complete).length;
  let painted = false;
  // The pictures have loaded and something has been painted, but no picture was reported as the
  // LCP (another element is larger on this screen): start a little later.
  const settle = () => {
    if (loading === 0 && painted) setTimeout(start, settleMs);
  };
  if (reportsLcp) {
    new PerformanceObserver((list) => {
      (list.getEntries() as (PerformanceEntry & { element?: Element | null })[]).forEach((entry) => {
        if (!pictures.length || pictures.indexOf(entry.element as HTMLImageElement) >= 0) startSoon();
        else if (!painted) {
          painted = true;
          settle();
        }
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  // Where the browser reports no LCP: two frames after the pictures have loaded.
  const afterPictures = () => (reportsLcp ? settle() : requestAnimationFrame(() => requestAnimationFrame(startSoon)));
  if (!loading && !reportsLcp) afterPictures();
  pictures.forEach((picture) => {
    if (picture.complete) return;
    const done = () => {
      loading -= 1;
      if (loading === 0) afterPictures();
    };
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
  });
}

const SETTLE_MS = 500;
const CAP_MS = 3000;

/**
 * Inline scripts that only feed the framework before it starts: zod's settings
 * (lib/http/security-headers.ts) and Turbopack's list of the page's chunks (Next's bootstrap
 * script). The loader runs their code just before it inserts the chunks, so a stored page
 * has fewer inline scripts for its CSP to list (each hash is ~54 bytes of every answer's
 * headers). Their elements stay, empty (an empty script runs nothing): React hydrates the first.
 */
export const BOOT_SCRIPT =
  /<script((?:(?!\ssrc=|\stype=)[^>])*)>((?:globalThis\.__zod_globalConfig=|\(globalThis(?:\.TURBOPACK|\["TURBOPACK"\]))[^<]*)<\/script>/g;

/** React's `<link rel="stylesheet" href="/_next/static/…css" … data-precedence="…">` in the head. */
export const STYLESHEET =
  /<link(?=[^>]*\srel="stylesheet")(?=[^>]*\shref="(\/_next\/static\/[^"]+\.css)")(?=[^>]*\sdata-precedence="([^"]*)")[^>]*\/?>/g;

/** What the page cache keeps of a rendered page: the document, and its flight data when it was taken out. */
export type DeferredPage = { html: string; pageData: { id: string; body: string } | null };

/**
 * The rules of the stylesheet at `href` that can apply to `html` (lib/page-cache/critical-css.ts), or
 * null to keep linking it.
 */
export type InlineStyles = (href: string, html: string) => string | null;

/**
 * The page with its framework scripts, script preloads and flight scripts replaced by the
 * loader, and the flight segments as JSON (the page nonce blanked: the data is the same for every
 * answer, and no script takes its nonce from it); or the page as it was when it has no framework
 * scripts, no body to put the loader in, or flight data it cannot read.
 *
 * With `inlineStyles`, each stylesheet it returns rules for is replaced by those rules in a
 * `<style>` (the page paints with no request but its pictures), and the loader links the whole
 * sheet when it starts. The loader carries no nonce: the stored page is allowed its inline
 * scripts by their hashes (lib/page-cache/stored-page.ts).
 */
export function deferFrameworkScripts(html: string, inlineStyles?: InlineStyles): DeferredPage {
  const unchanged = { html, pageData: null };
  const segments: unknown[] = [];
  let page: string;
  try {
    page = html.replace(new RegExp(FLIGHT_SCRIPT, 'g'), (_, json: string) => {
      segments.push(JSON.parse(json));
      return '';
    });
  } catch {
    return unchanged;
  }
  const scripts: string[] = [];
  const preloads: string[] = [];
  let nonce: string | null = null;
  const take = (list: string[]) => (tag: string, url: string) => {
    nonce ??= NONCE.exec(tag)?.[1] ?? null;
    if (!list.includes(url)) list.push(url);
    return '';
  };
  const end = page.lastIndexOf('</body>');
  if (end < 0) return unchanged;
  let head = page.slice(0, end).replace(FRAMEWORK_SCRIPT, take(scripts)).replace(SCRIPT_PRELOAD, take(preloads));
  if (!scripts.length) return unchanged;
  const boot: string[] = [];
  head = head.replace(BOOT_SCRIPT, (_, attributes: string, code: string) => {
    boot.push(code);
    return `<script${attributes}></script>`;
  });
  const stylesheets: [string, string][] = [];
  if (inlineStyles) {
    head = head.replace(STYLESHEET, (tag: string, href: string, precedence: string) => {
      const rules = inlineStyles(href, page);
      if (rules === null || /<\/style/i.test(rules)) return tag;
      stylesheets.push([href, precedence]);
      return `<style data-inlined="${href}">${rules}</style>`;
    });
  }
  let pageData: DeferredPage['pageData'] = null;
  if (segments.length) {
    const json = JSON.stringify(segments);
    const body = nonce ? json.split(nonce).join('') : json;
    pageData = { id: createHash('sha256').update(body).digest('base64url').slice(0, 22), body };
  }
  const args = [scripts, preloads, stylesheets, pageData && PAGE_DATA_PATH + pageData.id, FLIGHT_SCRIPT, SETTLE_MS, CAP_MS]
    .map((value) => JSON.stringify(value).replace(/</g, '\\u003c'))
    .join(',');
  const prepare = `function(){${boot.join(';\n')}}`;
  const loader = `<script data-deferred-boot="">(${startAfterLargestPaint.toString()})(${args},${prepare})</script>`;
  return { html: head + loader + page.slice(end), pageData };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import {
  pickMessages,
  pickSharedMessages,
  ROUTE_CLIENT_NAMESPACES,
  SHARED_CLIENT_KEYS,
  SHARED_CLIENT_NAMESPACES,
  SHARED_CLIENT_OMITTED_KEYS,
  STOREFRONT_CLIENT_NAMESPACES,
} from '@/lib/i18n/client-messages';

/** Every source file outside the back office (its layout provides all messages to its screens). */
function storefrontSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : storefrontSources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** [file, namespace] for every useTranslations call in the storefront's sources. */
function namespaceUses(): [string, string][] {
  return ['components', 'lib', 'app'].flatMap((dir) =>
    storefrontSources(path.join(process.cwd(), dir)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*['"]([^'".]+)/g)].map(([, ns]): [string, string] => [
        path.relative(process.cwd(), file),
        ns,
      ]),
    ),
  );
}

/** Folders whose components render only inside a route that adds these namespaces (RouteMessages). */
const ROUTE_FOLDERS: [RegExp, readonly string[]][] = [
  [/^components\/home\//, ROUTE_CLIENT_NAMESPACES.home],
  [/^components\/product\//, ROUTE_CLIENT_NAMESPACES.product],
  [/^components\/contact\//, ROUTE_CLIENT_NAMESPACES.contact],
  [/^components\/(account|checkout)\//, ROUTE_CLIENT_NAMESPACES.customer],
  [/^components\/privacy\//, ROUTE_CLIENT_NAMESPACES.consentLink],
];

/** Files in those folders that the header renders on every page (account menu, login dialog). */
const EVERY_PAGE = new Set(
  ['account-menu.tsx', 'account-menu-dropdown.tsx', 'login-dialog.tsx', 'login-email-step.tsx', 'login-code-step.tsx'].map(
    (name) => `components/account/${name}`,
  ),
);

describe('storefront client messages', () => {
  it('cover every namespace a storefront component reads with useTranslations', () => {
    const used = new Map<string, string>();
    for (const [file, ns] of namespaceUses()) used.set(ns, file);
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter(([ns]) => !(STOREFRONT_CLIENT_NAMESPACES as readonly string[]).includes(ns));
    expect(missing, 'namespace → a file using it').toEqual([]);
  });

  it('leave the back office and server-only texts out of the browser', () => {
    const picked = pickMessages(es, STOREFRONT_CLIENT_NAMESPACES);
    expect(Object.keys(picked).sort()).toEqual([...STOREFRONT_CLIENT_NAMESPACES].sort());
    expect(Object.keys(picked).some((ns) => ns.startsWith('Admin'))).toBe(false);
    expect(picked).not.toHaveProperty('Privacy');
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(es).length / 2);
  });

  it('send every page only the shared namespaces; route folders read their own on top', () => {
    const shared = pickSharedMessages(es);
    expect(Object.keys(shared).sort()).toEqual(
      [...SHARED_CLIENT_NAMESPACES, ...Object.keys(SHARED_CLIENT_KEYS), ...Object.keys(SHARED_CLIENT_OMITTED_KEYS)].sort(),
    );
    for (const [ns, omitted] of Object.entries(SHARED_CLIENT_OMITTED_KEYS)) {
      const kept = Object.keys(shared[ns] as object);
      expect(kept.length, ns).toBeGreaterThan(0);
      expect(
        kept.filter((key) => (omitted as readonly string[]).includes(key)),
        ns,
      ).toEqual([]);
    }
    for (const [ns, keys] of Object.entries(SHARED_CLIENT_KEYS)) expect(Object.keys(shared[ns] as object).sort()).toEqual([...keys].sort());
    for (const ns of ['Checkout', 'Orders', 'Home', 'Contact', 'Product']) expect(shared).not.toHaveProperty(ns);

    const uses = namespaceUses();
    const outside = uses.filter(([file, ns]) => {
      if ((SHARED_CLIENT_NAMESPACES as readonly string[]).includes(ns) || ns in SHARED_CLIENT_OMITTED_KEYS) return false;
      const folder = EVERY_PAGE.has(file) ? undefined : ROUTE_FOLDERS.find(([pattern]) => pattern.test(file));
      return !folder?.[1].includes(ns);
    });
    // Outside their routes, Account and Store texts come from the shared subsets: every key such
    // a file reads must be in the subset.
    const subsetUsers = outside.filter(([, ns]) => ns in SHARED_CLIENT_KEYS);
    expect(
      outside.filter(([, ns]) => !(ns in SHARED_CLIENT_KEYS)),
      'file → namespace no route provides to it',
    ).toEqual([]);
    expect(subsetUsers.map(([file]) => file).sort()).toEqual([
      'components/account/account-menu-dropdown.tsx',
      'components/account/account-menu.tsx',
      'components/store/price-tag.tsx',
    ]);
    for (const [file, ns] of subsetUsers) {
      const keys = [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)].map(([, key]) => key);
      expect(keys.length, file).toBeGreaterThan(0);
      expect(
        keys.filter((key) => !(SHARED_CLIENT_KEYS[ns as keyof typeof SHARED_CLIENT_KEYS] as readonly string[]).includes(key)),
        file,
      ).toEqual([]);
    }
  });

  it('keep the cart page’s own texts to the components only /carrito renders', () => {
    const cartPageFiles = new Set(
      ['cart-page.tsx', 'cart-line.tsx', 'cart-summary.tsx', 'cart-delivery-note.tsx'].map((name) => `components/cart/${name}`),
    );
    const omitted: readonly string[] = SHARED_CLIENT_OMITTED_KEYS.Cart;
    const misplaced: string[] = [];
    let checked = 0;
    for (const [file, ns] of namespaceUses()) {
      if (ns !== 'Cart' || cartPageFiles.has(file)) continue;
      const source = readFileSync(file, 'utf8');
      for (const [, translator] of source.matchAll(/const (\w+) = useTranslations\(\s*'Cart'\s*\)/g)) {
        for (const [, key] of source.matchAll(new RegExp(`\\b${translator}\\(\\s*'([^']+)'`, 'g'))) {
          checked += 1;
          if (omitted.includes(key)) misplaced.push(`${file}: ${key}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(misplaced).toEqual([]);
  });

  // ICU's `#` makes next-intl build an Intl.NumberFormat in the browser; the first one of a page
  // load costs 25-40 ms of main thread (ICU's number data). These texts use `{n}` from
  // lib/i18n/count.ts instead.
  it('print plural counts with {n}, never ICU’s #', () => {
    const pluralsWithPound = (value: unknown, at: string): string[] =>
      typeof value === 'string'
        ? /\{\s*\w+\s*,\s*plural\s*,/.test(value) && value.includes('#')
          ? [at]
          : []
        : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => pluralsWithPound(inner, `${at}.${key}`));
    for (const [locale, messages] of [
      ['es', es],
      ['en', en],
    ] as const) {
      const sent = [
        pickSharedMessages(messages),
        ...Object.values(ROUTE_CLIENT_NAMESPACES).map((namespaces) => pickMessages(messages, namespaces)),
      ];
      expect(sent.flatMap((picked) => pluralsWithPound(picked, locale))).toEqual([]);
    }
  });
});

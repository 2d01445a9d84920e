import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import { pickMessages, STOREFRONT_CLIENT_NAMESPACES } from '@/lib/i18n/client-messages';

/** Every source file outside the back office (its layout provides all messages to its screens). */
function storefrontSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : storefrontSources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('storefront client messages', () => {
  it('cover every namespace a storefront component reads with useTranslations', () => {
    const used = new Map<string, string>();
    for (const dir of ['components', 'lib', 'app']) {
      for (const file of storefrontSources(path.join(process.cwd(), dir))) {
        for (const [, ns] of readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*['"]([^'".]+)/g)) used.set(ns, path.relative(process.cwd(), file));
      }
    }
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
});

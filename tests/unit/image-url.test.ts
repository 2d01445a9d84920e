import { afterEach, describe, expect, it, vi } from 'vitest';
import { isImageUrl } from '@/lib/validation/admin/fields';
import { categoryImagePatch } from '@/lib/validation/admin/categories';

const BUCKET = 'https://images.example.co';

describe('isImageUrl', () => {
  it('accepts paths on this site', () => {
    for (const url of ['/files/products/vaso-1700000000000.webp', '/images/demo/vaso.webp', '/files/products/vaso 1.webp']) {
      expect(isImageUrl(url, null), url).toBe(true);
    }
  });

  it('refuses paths a browser fetches from another host', () => {
    for (const url of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/\\/evil.example/x.png',
      '\\\\evil.example/x.png',
      '/\t/evil.example/x.png',
      '/\n/evil.example/x.png',
      '/files\\..\\x.png',
    ]) {
      expect(isImageUrl(url, null), JSON.stringify(url)).toBe(false);
      expect(isImageUrl(url, BUCKET), JSON.stringify(url)).toBe(false);
    }
  });

  it('accepts absolute addresses only under the storage public base', () => {
    expect(isImageUrl(`${BUCKET}/products/vaso-1.webp`, BUCKET)).toBe(true);
    for (const url of [
      'https://evil.example/x.png',
      'https://images.example.co.evil.example/x.png',
      'https://images.example.co@evil.example/x.png',
      `${BUCKET}`,
      'http://images.example.co/products/vaso-1.webp',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ]) {
      expect(isImageUrl(url, BUCKET), url).toBe(false);
    }
    // The local driver has no public base: only paths on this site.
    expect(isImageUrl(`${BUCKET}/products/vaso-1.webp`, null)).toBe(false);
  });

  it('leaves absolute addresses to the server in the browser, which is not told the base', () => {
    vi.stubGlobal('window', {});
    try {
      expect(isImageUrl(`${BUCKET}/products/vaso-1.webp`)).toBe(true);
      expect(isImageUrl('/\\evil.example/x.png')).toBe(false);
      expect(isImageUrl('javascript:alert(1)')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('image fields read the storage base at parse time', () => {
  afterEach(() => {
    delete process.env.S3_PUBLIC_URL;
  });

  it('local driver: same-origin paths only', () => {
    expect(categoryImagePatch.safeParse({ imageUrl: '/files/categories/vasos-1.webp' }).success).toBe(true);
    expect(categoryImagePatch.safeParse({ imageUrl: '/\\evil.example/x.png' }).success).toBe(false);
    expect(categoryImagePatch.safeParse({ imageUrl: 'https://evil.example/x.png' }).success).toBe(false);
  });

  it('S3/R2: also addresses under S3_PUBLIC_URL (a trailing slash there is ignored)', () => {
    process.env.S3_PUBLIC_URL = `${BUCKET}/`;
    expect(categoryImagePatch.safeParse({ imageUrl: `${BUCKET}/categories/vasos-1.webp` }).success).toBe(true);
    expect(categoryImagePatch.safeParse({ imageUrl: 'https://evil.example/categories/vasos-1.webp' }).success).toBe(false);
  });
});

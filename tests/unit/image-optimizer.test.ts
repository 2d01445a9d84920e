import { describe, expect, it } from 'vitest';
import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern';
import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';
import { IMAGE_LOCAL_PATTERNS, imageRemotePatterns, optimizerWidth, thumbnailSources } from '@/lib/images/optimizer';

describe('image optimiser URLs for thumbnails', () => {
  it('picks the smallest configured width that covers the pixels', () => {
    expect(optimizerWidth(48)).toBe(64);
    expect(optimizerWidth(64)).toBe(64);
    expect(optimizerWidth(160)).toBe(192);
    expect(optimizerWidth(400)).toBe(480);
    expect(optimizerWidth(5000)).toBe(1920);
  });

  it('offers 1x and 2x sources through the optimiser for the store’s own files', () => {
    expect(thumbnailSources('/files/products/vaso 1.webp', 80)).toEqual({
      src: '/_next/image?url=%2Ffiles%2Fproducts%2Fvaso%201.webp&w=192&q=75',
      srcSet:
        '/_next/image?url=%2Ffiles%2Fproducts%2Fvaso%201.webp&w=96&q=75 1x, /_next/image?url=%2Ffiles%2Fproducts%2Fvaso%201.webp&w=192&q=75 2x',
    });
  });

  it('shows any other address as it is', () => {
    expect(thumbnailSources('https://old-bucket.example/p.webp', 48)).toEqual({ src: 'https://old-bucket.example/p.webp' });
  });
});

/** Next's own matching of `/_next/image?url=…` against next.config's patterns (as Next normalises them). */
function optimiserAccepts(url: string, storagePublicUrl?: string): boolean {
  if (url.startsWith('/')) return hasLocalMatch(IMAGE_LOCAL_PATTERNS, url);
  const remote = imageRemotePatterns(storagePublicUrl).map((u) => ({
    protocol: u.protocol.replace(/:$/, '') as 'http' | 'https',
    hostname: u.hostname,
    port: u.port,
    pathname: u.pathname,
    search: u.search,
  }));
  return hasRemoteMatch([], remote, new URL(url));
}

describe('payment proofs never go through the image optimiser', () => {
  it('accepts the catalogue’s own files and demo images', () => {
    expect(optimiserAccepts('/files/products/vaso-1700000000000.webp')).toBe(true);
    expect(optimiserAccepts('/files/payment-methods/nequi-1700000000000.webp')).toBe(true);
    expect(optimiserAccepts('/images/hero.webp')).toBe(true);
    expect(optimiserAccepts('https://cdn.example.co/products/vaso-1.webp', 'https://cdn.example.co/')).toBe(true);
  });

  it('refuses proofs, signed or not, and any address with a query string', () => {
    for (const url of [
      '/files/payment-confirmation/order-1102-1795692093268.webp',
      '/files/payment-confirmation/order-1102-1795692093268.webp?expires=1795692693&sig=abc',
      '/files/products/vaso-1700000000000.webp?expires=1&sig=abc',
    ]) {
      expect(optimiserAccepts(url), url).toBe(false);
    }
    const presigned = 'https://cdn.example.co/private/payment-confirmation/order-1-2.webp?X-Amz-Signature=abc';
    expect(optimiserAccepts(presigned, 'https://cdn.example.co')).toBe(false);
  });

  it('builds no optimiser address for a proof', () => {
    const proof = '/files/payment-confirmation/order-1102-1795692093268.webp?expires=1&sig=x';
    expect(thumbnailSources(proof, 80)).toEqual({ src: proof });
  });
});

import { describe, expect, it } from 'vitest';
import { optimizerWidth, thumbnailSources } from '@/lib/images/optimizer';

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
      srcSet: '/_next/image?url=%2Ffiles%2Fproducts%2Fvaso%201.webp&w=96&q=75 1x, /_next/image?url=%2Ffiles%2Fproducts%2Fvaso%201.webp&w=192&q=75 2x',
    });
  });

  it('shows any other address as it is', () => {
    expect(thumbnailSources('https://old-bucket.example/p.webp', 48)).toEqual({ src: 'https://old-bucket.example/p.webp' });
  });
});

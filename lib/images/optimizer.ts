/**
 * The image optimiser's widths (next.config.ts `images`) and a small builder of its URLs for
 * fixed-size thumbnails. next/image's getImageProps would do the same, but its code (loaders,
 * blur placeholders, every layout mode) weighs ~3-4 KiB gzipped on pages that only show cart
 * thumbnails (issue #7's JavaScript budget).
 */
export const IMAGE_DEVICE_SIZES = [360, 480, 640, 828, 1080, 1280, 1920];
export const IMAGE_SIZES = [64, 96, 128, 192, 256, 384];
const ALL_WIDTHS = [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES].sort((a, b) => a - b);
const QUALITY = 75;

// Uploaded and demo pictures are served by the app itself and go through the optimiser; any
// other address (a stored line from an older bucket) is shown as is rather than rejected.
// Payment proofs never do: the optimiser would store a private image and serve it publicly.
const OPTIMISABLE = /^\/(?:files\/(?!payment-confirmation\/)|images\/)/;

/**
 * next.config.ts `images.localPatterns`: what `/_next/image` may fetch from this site. No query
 * string (a signed address) and nothing under /files/payment-confirmation/ (private proofs).
 */
export const IMAGE_LOCAL_PATTERNS = [
  { pathname: '/files/!(payment-confirmation)/**', search: '' },
  { pathname: '/images/**', search: '' },
];

/** `images.remotePatterns`: the bucket's public base, without a query (presigned addresses never match). */
export function imageRemotePatterns(storagePublicUrl: string | undefined): URL[] {
  return storagePublicUrl ? [new URL(`${storagePublicUrl.replace(/\/+$/, '')}/**`)] : [];
}

/** The optimiser's smallest width that covers `pixels`. */
export function optimizerWidth(pixels: number): number {
  return ALL_WIDTHS.find((width) => width >= pixels) ?? ALL_WIDTHS[ALL_WIDTHS.length - 1];
}

/** `src` and a 1x/2x `srcSet` for a picture shown `size` CSS pixels wide. */
export function thumbnailSources(src: string, size: number): { src: string; srcSet?: string } {
  if (!OPTIMISABLE.test(src)) return { src };
  const url = (pixels: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${optimizerWidth(pixels)}&q=${QUALITY}`;
  return { src: url(size * 2), srcSet: `${url(size)} 1x, ${url(size * 2)} 2x` };
}

/**
 * Browser-side image preparation shared by payment proofs and back-office images: at most 1 MB
 * and 1024 px on the longest side, WebP (what the server accepts, docs/security.md).
 */
export const IMAGE_LIMITS = { maxSizeMB: 1, maxWidthOrHeight: 1024 } as const;
const MAX_BYTES = IMAGE_LIMITS.maxSizeMB * 1024 * 1024;

/**
 * The compression worker imports the library by URL; this self-hosted copy of the installed
 * version (public/vendor) replaces the library's default CDN address: no third-party request.
 */
const WORKER_LIBRARY_PATH = '/vendor/browser-image-compression-2.0.2.js';

/** The image could not be turned into a WebP within the limits. */
export class ImageEncodeError extends Error {
  constructor() {
    super('The browser could not convert the image to WebP.');
    this.name = 'ImageEncodeError';
  }
}

/** Safari's canvas cannot encode WebP: asked for it, it silently answers PNG. */
export function canvasEncodesWebp(): boolean {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  return canvas.toDataURL('image/webp').startsWith('data:image/webp');
}

/**
 * Where the canvas encodes WebP, browser-image-compression does the work (in a worker). Elsewhere
 * (Safari, iOS) the image is resized on a canvas and encoded by libwebp compiled to WebAssembly,
 * loaded only then, lowering the quality until the file fits in 1 MB.
 */
export async function compressToWebp(file: File): Promise<Blob> {
  if (!canvasEncodesWebp()) return encodeWithWasm(file);
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    ...IMAGE_LIMITS,
    fileType: 'image/webp',
    useWebWorker: true,
    libURL: new URL(WORKER_LIBRARY_PATH, window.location.origin).href,
  });
  return compressed.type === 'image/webp' ? compressed : encodeWithWasm(file);
}

async function encodeWithWasm(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, IMAGE_LIMITS.maxWidthOrHeight / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageEncodeError();
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height);
  const { default: encode } = await import('@jsquash/webp/encode');
  for (const quality of [80, 65, 50, 35]) {
    const buffer = await encode(pixels, { quality });
    if (buffer.byteLength <= MAX_BYTES) return new Blob([buffer], { type: 'image/webp' });
  }
  throw new ImageEncodeError();
}

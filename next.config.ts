import { readdirSync } from 'node:fs';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PROXY_BODY_BUFFER_BYTES } from './lib/http/body-limits';
import { IMAGE_DEVICE_SIZES, IMAGE_LOCAL_PATTERNS, IMAGE_SIZES, imageRemotePatterns } from './lib/images/optimizer';
import {
  API_CONTENT_SECURITY_POLICY,
  ASSET_CONTENT_SECURITY_POLICY,
  baseSecurityHeaders,
  FILE_CONTENT_SECURITY_POLICY,
  PUBLIC_FILE_CACHE_CONTROL,
} from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // ICU messages are compiled when messages/*.json are imported (lib/i18n/request.ts): pages format
  // them with use-intl's small format-only runtime, and intl-messageformat (~12 KiB gzipped) never
  // reaches the browser. Messages must be strings (lists are keyed `items.0`, `items.1`…) and
  // `t.raw` is not available.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Benchmarks and reliability runs build into their own folder so they never clobber the test build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // proxy.ts runs for /api, so Next buffers each request body for it (10 MB by default): no more
  // than the largest legitimate body, the catalogue CSV (lib/http/body-limits.ts). A larger
  // declared body is refused before this, as its headers arrive (lib/http/oversized-bodies.ts).
  experimental: { proxyClientMaxBodySize: PROXY_BODY_BUFFER_BYTES },
  // A self-contained server (server.js + the traced node_modules) for the container image (Dockerfile).
  output: 'standalone',
  // Native or WASM packages are loaded from node_modules at run time, not bundled. So are the big
  // server-only libraries: Turbopack sizes its numeric module ids by the whole module graph
  // (10^ceil(log10(modules × 20))), and past 5,000 modules every id in every storefront chunk
  // grows a digit (~0.4 KiB more JavaScript per page, docs/design-notes.md). Bundling them on the
  // server bought nothing.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'sharp',
    '@node-rs/argon2',
    'postgres',
    'drizzle-orm',
    '@aws-sdk/client-s3',
    '@aws-sdk/s3-request-presigner',
    'resend',
    'papaparse',
    'iconv-lite',
    'pdfkit',
    'jose',
    'qrcode',
    'postcss',
    'zod',
    'lru-cache',
  ],
  // The PDF documents' fonts are read from disk at run time (lib/documents/render.ts): the
  // standalone output must carry them.
  outputFileTracingIncludes: { '/api/**/*': ['./lib/documents/fonts/*.ttf'] },
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    localPatterns: IMAGE_LOCAL_PATTERNS,
    remotePatterns: imageRemotePatterns(process.env.S3_PUBLIC_URL),
  },
  // Pages get their nonce-based CSP from proxy.ts; these reach every response, static files included.
  // Built with `next build` (NODE_ENV production: HSTS) or served by `next dev` (development: none).
  async headers() {
    return [
      { source: '/:path*', headers: baseSecurityHeaders({ production: process.env.NODE_ENV === 'production' }) },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
      // Build assets skip proxy.ts (no per-request work for every chunk). A real one ignores this;
      // the store's 404 page, which a mistyped name gets, runs nothing under it.
      { source: '/_next/static/:path*', headers: [{ key: 'Content-Security-Policy', value: ASSET_CONTENT_SECURITY_POLICY }] },
      // Uploaded files (local storage): an SVG or HTML opened directly runs nothing, errors included.
      { source: '/files/:path*', headers: [{ key: 'Content-Security-Policy', value: FILE_CONTENT_SECURITY_POLICY }] },
      // public/ names are not content-hashed (_next/static is, and Next marks it immutable itself).
      ...readdirSync('public', { withFileTypes: true }).map((entry) => ({
        source: entry.isDirectory() ? `/${entry.name}/:path*` : `/${entry.name}`,
        headers: [{ key: 'Cache-Control', value: PUBLIC_FILE_CACHE_CONTROL }],
      })),
    ];
  },
};

export default withNextIntl(nextConfig);

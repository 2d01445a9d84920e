import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Benchmarks and reliability runs build into their own folder so they never clobber the test build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Native or WASM packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'postgres'],
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 480, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 96, 128, 192, 256, 384],
    localPatterns: [{ pathname: '/files/**' }, { pathname: '/images/**' }],
    remotePatterns: process.env.S3_PUBLIC_URL ? [new URL(`${process.env.S3_PUBLIC_URL.replace(/\/$/, '')}/**`)] : [],
  },
};

export default withNextIntl(nextConfig);

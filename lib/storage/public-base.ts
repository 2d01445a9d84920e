/**
 * The storage's public base (S3_PUBLIC_URL without trailing slashes), read when called so tests and
 * deployments can set it at run time; null with the local driver. Imported by schemas the browser
 * also runs: there the base is unknown (undefined), and the server, which decides, checks it.
 * Read here rather than through lib/env because that module is server-only.
 */
export function storagePublicBase(): string | null | undefined {
  if (typeof window !== 'undefined') return undefined;
  return process.env.S3_PUBLIC_URL?.trim().replace(/\/+$/, '') || null;
}

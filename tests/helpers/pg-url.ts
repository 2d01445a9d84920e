/** The same server as `url`, database `name`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A maintenance connection on the same server (to create and drop databases). */
export function adminUrl(url: string): string {
  return databaseUrl(url, 'postgres');
}

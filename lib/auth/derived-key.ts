import 'server-only';
import { hkdfSync } from 'node:crypto';
import { getEnv } from '@/lib/env';

const cache = new Map<string, { secret: string; key: Uint8Array }>();

/**
 * A 32-byte HMAC key for one kind of link token: HKDF-SHA256 of AUTH_SECRET with that kind's own
 * salt and label, so a token of one kind (or a session token, signed with the secret itself)
 * never verifies as another. Computed once per secret and label.
 */
export function derivedKey(salt: string, info: string): Uint8Array {
  const secret = getEnv().AUTH_SECRET;
  const cached = cache.get(info);
  if (cached?.secret === secret) return cached.key;
  const key = new Uint8Array(hkdfSync('sha256', secret, salt, info, 32));
  cache.set(info, { secret, key });
  return key;
}

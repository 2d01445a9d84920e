import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

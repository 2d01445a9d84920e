import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import type { Db } from '../../db/client';
import { type StaffRole, storeSettings, staffUsers } from '../../db/schema';
import { invalidateCatalog } from '../../lib/cache/catalog-cache';
import { hashPassword } from '../../lib/auth/password';
import { signStaffToken } from '../../lib/auth/tokens';
import type { RouteHandler } from '../../lib/http/route';

export const STAFF_PASSWORD = 'Clave-Segura-123';

/**
 * The store setting that lets a VENDEDOR change prices (ADMIN only by default): for the suites
 * that test price features with a seller's token; tests/integration/price-permission.test.ts
 * tests the default.
 */
export async function letSellersChangePrices(db: Db): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: 1, sellersChangePrices: true })
    .onConflictDoUpdate({ target: storeSettings.id, set: { sellersChangePrices: true } });
  invalidateCatalog();
}

let counter = 0;

/** A staff user in the test database with a fresh token. The password is STAFF_PASSWORD unless given. */
export async function createStaffUser(db: Db, options: { rol?: StaffRole; email?: string; nombre?: string; password?: string } = {}) {
  const rol = options.rol ?? 'ADMIN';
  const n = ++counter;
  const [{ sessionVersion, ...user }] = await db
    .insert(staffUsers)
    .values({
      nombre: options.nombre ?? `${rol === 'ADMIN' ? 'Admin' : 'Vendedor'} ${n}`,
      email: (options.email ?? `staff-${n}-${Date.now()}@example.com`).toLowerCase(),
      passwordHash: await hashPassword(options.password ?? STAFF_PASSWORD),
      rol,
    })
    .returning({
      id: staffUsers.id,
      nombre: staffUsers.nombre,
      email: staffUsers.email,
      rol: staffUsers.rol,
      sessionVersion: staffUsers.sessionVersion,
    });
  const { token, jti } = await signStaffToken({ ...user, sessionVersion });
  // `user` is shaped like the API's StaffUserDto, for comparisons with answers.
  return { user, token, jti };
}

/**
 * A fresh token for the user as the database has them now (role and session version): for
 * suites whose calls may end the user's sessions ('cerrar todas las sesiones') along the way.
 */
export async function liveStaffToken(db: Db, userId: number): Promise<string> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, userId));
  if (!user) throw new Error(`no staff user ${userId}`);
  return (await signStaffToken(user)).token;
}

export type CallOptions = {
  method?: string;
  /** Bearer token (staff or customer). */
  token?: string;
  /** JSON body (sent with Content-Type: application/json). */
  body?: unknown;
  /** Dynamic route segments, e.g. { id: '12' }. */
  params?: Record<string, string>;
  headers?: Record<string, string>;
};

/** A request as Next.js would hand it to a route handler. */
export function apiRequest(path: string, options: CallOptions = {}): NextRequest {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return new NextRequest(new URL(path, 'http://localhost'), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** Calls an exported route handler and reads its JSON answer. */
export async function callRoute<T = any>(handler: RouteHandler, path: string, options: CallOptions = {}) {
  const res = await handler(apiRequest(path, options), { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T };
}

import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { customers, revokedTokens, type StaffRole, staffUsers } from '@/db/schema';
import { getStoreSettings } from '@/lib/data/store-settings';
import { can, mayChangePrices, type StaffPermission } from '@/lib/domain/staff-permissions';
import { forbidden, unauthorized } from '@/lib/errors';
import { bearerToken, verifyCustomerToken, verifyStaffToken } from './tokens';

export type CustomerPrincipal = { kind: 'customer'; id: number; email: string; name: string };
export type StaffPrincipal = {
  kind: 'staff';
  id: number;
  nombre: string;
  email: string;
  rol: StaffRole;
  jti: string;
  tokenExpiresAt: Date;
};

/**
 * A customer token is good only while its customer exists with the session version it was
 * signed with: 'sign out on every device' bumps the version and ends every token at once.
 * One primary-key lookup per request.
 */
export async function requireCustomer(req: Request): Promise<CustomerPrincipal> {
  const token = bearerToken(req);
  const claims = token ? await verifyCustomerToken(token) : null;
  if (!claims) throw unauthorized();
  const db = await getDb();
  const [current] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, claims.customerId), eq(customers.sessionVersion, claims.sessionVersion)));
  if (!current) throw unauthorized();
  return { kind: 'customer', id: claims.customerId, email: claims.email, name: claims.name };
}

/**
 * A staff token is good only while its jti is not revoked and the user still exists with
 * the same role and session version: deleting the user, changing their role or password, or
 * 'cerrar todas las sesiones' ends their sessions at the next request. The version bumps on
 * every role change, so demoting and promoting again does not bring an old token back.
 */
export async function requireStaff(req: Request, roles: readonly StaffRole[]): Promise<StaffPrincipal> {
  const token = bearerToken(req);
  const claims = token ? await verifyStaffToken(token) : null;
  if (!claims) throw unauthorized();
  const db = await getDb();
  const [user] = await db
    .select({
      id: staffUsers.id,
      nombre: staffUsers.nombre,
      email: staffUsers.email,
      rol: staffUsers.rol,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, claims.userId), eq(staffUsers.rol, claims.rol), eq(staffUsers.sessionVersion, claims.sessionVersion)));
  if (!user || user.revoked) throw unauthorized();
  if (!roles.includes(user.rol)) throw forbidden();
  return { kind: 'staff', ...user, jti: claims.jti, tokenExpiresAt: claims.expiresAt };
}

/** 403 unless the staff member's role has `permission` (lib/domain/staff-permissions.ts). */
export function requirePermission(principal: Pick<StaffPrincipal, 'rol'>, permission: StaffPermission, message?: string): void {
  if (!can(principal.rol, permission)) throw forbidden(message);
}

/** Whether this staff member may change prices now: ADMIN always, VENDEDOR when the store setting says so. */
export async function pricesAllowed(principal: Pick<StaffPrincipal, 'rol'>): Promise<boolean> {
  return principal.rol === 'ADMIN' || mayChangePrices(principal.rol, (await getStoreSettings()).sellersChangePrices);
}

/** A price change (lib/auth/role-table.ts PRICE_OPERATIONS) from a role that may not make one: 403, nothing written. */
export async function refusePriceChangeUnlessAllowed(principal: Pick<StaffPrincipal, 'rol'>, changes: boolean): Promise<void> {
  if (changes && !(await pricesAllowed(principal))) throw forbidden({ key: 'pricesForbidden' });
}

export const COSTS_FORBIDDEN = 'Tu rol no puede ver ni cambiar costos.';

/** Issue 25 §5: a cost in the request from a role that may not see costs is refused (403), not silently dropped. */
export function refuseCostUnlessAllowed(principal: Pick<StaffPrincipal, 'rol'>, sendsCost: boolean): void {
  if (sendsCost) requirePermission(principal, 'seeCosts', COSTS_FORBIDDEN);
}

import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { revokedTokens, type StaffRole, staffUsers } from '@/db/schema';
import { forbidden, unauthorized } from '@/lib/http/errors';
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

export async function requireCustomer(req: Request): Promise<CustomerPrincipal> {
  const token = bearerToken(req);
  const claims = token ? await verifyCustomerToken(token) : null;
  if (!claims) throw unauthorized();
  return { kind: 'customer', id: claims.customerId, email: claims.email, name: claims.name };
}

/**
 * A staff token is good only while its jti is not revoked and the user still exists with
 * the same role: deleting or demoting a user ends their sessions at the next request.
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
    .where(and(eq(staffUsers.id, claims.userId), eq(staffUsers.rol, claims.rol)));
  if (!user || user.revoked) throw unauthorized();
  if (!roles.includes(user.rol)) throw forbidden();
  return { kind: 'staff', ...user, jti: claims.jti, tokenExpiresAt: claims.expiresAt };
}

import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { type StaffRole, staffUsers } from '@/db/schema';
import { notFound } from '@/lib/errors';

/** Spec 2 §3 "Admin user": the password never leaves the server. */
export type StaffUserDto = { id: number; nombre: string; email: string; rol: StaffRole };

export const staffUserColumns = { id: staffUsers.id, nombre: staffUsers.nombre, email: staffUsers.email, rol: staffUsers.rol };

export async function listStaffUsers(): Promise<StaffUserDto[]> {
  const db = await getDb();
  return db.select(staffUserColumns).from(staffUsers).orderBy(asc(staffUsers.nombre), asc(staffUsers.id));
}

export async function getStaffUser(id: number, q?: Queryable): Promise<StaffUserDto> {
  const db = q ?? (await getDb());
  const [user] = await db.select(staffUserColumns).from(staffUsers).where(eq(staffUsers.id, id));
  if (!user) throw notFound('Usuario no encontrado.');
  return user;
}

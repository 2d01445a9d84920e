import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db';
import { type StaffRole, staffUsers } from '@/db/schema';
import { type StaffUserDto, staffUserColumns } from '@/lib/data/admin/users';
import type { StaffPrincipal } from '@/lib/auth/guards';
import { hashPassword } from '@/lib/auth/password';
import { conflict } from '@/lib/errors';
import { STAFF_ROLES, type StaffUserCreateInput, type StaffUserUpdateInput } from '@/lib/validation/admin/users';
import { recordActivity } from '../activity-log';
import { type ConstraintRules, inTransaction, orNotFound } from './crud';

// The form's role list must be the database's: this line stops compiling if they ever differ.
const sameRoles: [StaffRole, (typeof STAFF_ROLES)[number]] extends [(typeof STAFF_ROLES)[number], StaffRole] ? true : false = true;
void sameRoles;

const NOT_FOUND = { key: 'users.notFound' } as const;
const rules: ConstraintRules = {
  staff_users_email_uq: { code: 'email_taken', message: { key: 'users.emailTaken' }, field: 'email' },
};

export async function createStaffUser(input: StaffUserCreateInput): Promise<StaffUserDto> {
  const { password, ...fields } = input;
  // Hashing is slow on purpose: done before the transaction opens.
  const passwordHash = await hashPassword(password);
  return inTransaction(async (tx) => {
    const [user] = await tx
      .insert(staffUsers)
      .values({ ...fields, passwordHash })
      .returning(staffUserColumns);
    await recordActivity(tx, { action: 'create', entity: 'staff_user', entityId: user.id, label: user.email, after: user });
    return user;
  }, rules);
}

/**
 * A missing password keeps the current one. Demoting the last ADMIN is refused (409 last_admin).
 * A new password or another role ends every session the user has (their session version moves
 * on), so a token from before a demotion stays dead after a promotion back.
 */
export async function updateStaffUser(id: number, input: StaffUserUpdateInput): Promise<StaffUserDto> {
  const { password, ...fields } = input;
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  const sessionsEnd = passwordHash === undefined ? sql`${staffUsers.rol} <> ${fields.rol}` : sql`true`;
  return inTransaction(async (tx) => {
    if (fields.rol !== 'ADMIN') await assertAnotherAdminRemains(tx, id);
    const [before] = await tx.select(staffUserColumns).from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    orNotFound(before, NOT_FOUND);
    const [user] = await tx
      .update(staffUsers)
      .set({
        ...fields,
        passwordHash,
        // The right-hand side reads the row as it was before this update.
        sessionVersion: sql`${staffUsers.sessionVersion} + case when ${sessionsEnd} then 1 else 0 end`,
        updatedAt: new Date(),
      })
      .where(eq(staffUsers.id, id))
      .returning(staffUserColumns);
    // The log says a new password was set, never the password nor its hash.
    const credential = passwordHash === undefined ? {} : { credentialChanged: true };
    await recordActivity(tx, {
      action: 'update',
      entity: 'staff_user',
      entityId: id,
      label: user.email,
      before,
      after: { ...user, ...credential },
    });
    return user;
  }, rules);
}

/** Nobody deletes their own account or the last ADMIN. Their tokens stop working at once (guards). */
export async function deleteStaffUser(actor: StaffPrincipal, id: number): Promise<void> {
  if (actor.id === id) throw conflict('cannot_delete_self', { key: 'users.cannotDeleteSelf' });
  await inTransaction(async (tx) => {
    await assertAnotherAdminRemains(tx, id);
    const [deleted] = await tx.delete(staffUsers).where(eq(staffUsers.id, id)).returning(staffUserColumns);
    orNotFound(deleted, NOT_FOUND);
    await recordActivity(tx, { action: 'delete', entity: 'staff_user', entityId: id, label: deleted.email, before: deleted });
  });
}

/**
 * When `userId` is an ADMIN, some other ADMIN must remain. Every ADMIN row is locked first, so
 * two requests demoting or deleting the last two admins at once run one after the other, and
 * the second sees the first's result (READ COMMITTED re-checks locked rows).
 */
async function assertAnotherAdminRemains(tx: Tx, userId: number): Promise<void> {
  const admins = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.rol, 'ADMIN'))
    .orderBy(asc(staffUsers.id))
    .for('update');
  const isAdmin = admins.some((a) => a.id === userId);
  if (isAdmin && admins.length === 1) {
    throw conflict('last_admin', { key: 'users.lastAdmin' });
  }
}

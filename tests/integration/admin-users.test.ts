import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/admin/login/route';
import { DELETE as deleteUser, GET as getUser, PUT as putUser } from '@/app/api/admin/users/[id]/route';
import { GET as listUsers, POST as postUser } from '@/app/api/admin/users/route';
import { staffUsers } from '@/db/schema';
import type { StaffPrincipal } from '@/lib/auth/guards';
import { deleteStaffUser, updateStaffUser } from '@/lib/services/admin/users';
import { useTestDb } from '../helpers/db';
import { callRoute, createStaffUser } from '../helpers/staff';

const testDb = useTestDb();
let admin: Awaited<ReturnType<typeof createStaffUser>>;

beforeAll(async () => {
  admin = await createStaffUser(testDb().db, { rol: 'ADMIN', email: 'jefa@example.com', nombre: 'Jefa' });
});

const userPath = (id: number | string) => `/api/admin/users/${id}`;
const put = (id: number, body: unknown, token = admin.token) =>
  callRoute(putUser, userPath(id), { method: 'PUT', token, body, params: { id: String(id) } });
const del = (id: number, token = admin.token) =>
  callRoute(deleteUser, userPath(id), { method: 'DELETE', token, params: { id: String(id) } });
const canLogin = async (email: string, password: string) =>
  (await callRoute(login, '/api/admin/login', { body: { email, password }, headers: { 'x-forwarded-for': '10.2.0.1' } })).status === 200;

describe('users CRUD (ADMIN)', () => {
  it('creates a user with a lower-cased e-mail and never answers a password or hash', async () => {
    const res = await callRoute(postUser, '/api/admin/users', {
      token: admin.token,
      body: { nombre: ' Pedro Páez ', email: 'Pedro@Example.COM', password: 'clave-larga', rol: 'VENDEDOR' },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ id: expect.any(Number), nombre: 'Pedro Páez', email: 'pedro@example.com', rol: 'VENDEDOR' });
    expect(await canLogin('pedro@example.com', 'clave-larga')).toBe(true);

    const list = await callRoute(listUsers, '/api/admin/users', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.users.map((u: { email: string }) => u.email)).toContain('pedro@example.com');
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon2/i);
    for (const user of list.body.users) expect(Object.keys(user).sort()).toEqual(['email', 'id', 'nombre', 'rol']);
  });

  it('refuses a taken e-mail (409 email_taken) and invalid fields (400 with field errors)', async () => {
    const dup = await callRoute(postUser, '/api/admin/users', {
      token: admin.token,
      body: { nombre: 'Otra Jefa', email: 'JEFA@example.com', password: 'clave-larga', rol: 'ADMIN' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'email_taken', fields: { email: [expect.any(String)] } });

    const bad = await callRoute(postUser, '/api/admin/users', {
      token: admin.token,
      body: { nombre: '  ', email: 'no-es-correo', password: 'corta', rol: 'SUPERADMIN' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'nombre', 'password', 'rol']);
    expect(bad.body.fields.password).toEqual(['La contraseña debe tener al menos 8 caracteres.']);
  });

  it('reads one user, and answers 404 for unknown or malformed ids', async () => {
    const ok = await callRoute(getUser, userPath(admin.user.id), { token: admin.token, params: { id: String(admin.user.id) } });
    expect(ok.body).toEqual({ user: admin.user });
    for (const id of ['999999', 'abc']) {
      const res = await callRoute(getUser, userPath(id), { token: admin.token, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await put(999999, { nombre: 'X', email: 'x@example.com', rol: 'VENDEDOR' })).status).toBe(404);
    expect((await del(999999)).status).toBe(404);
  });

  it('edits a user; a blank or missing password keeps the current one', async () => {
    const { user } = await createStaffUser(testDb().db, { rol: 'VENDEDOR', password: 'clave-original' });
    const renamed = await put(user.id, { nombre: 'Nuevo Nombre', email: 'NUEVO@example.com', rol: 'VENDEDOR', password: '' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toEqual({ id: user.id, nombre: 'Nuevo Nombre', email: 'nuevo@example.com', rol: 'VENDEDOR' });
    expect(await canLogin('nuevo@example.com', 'clave-original')).toBe(true);

    expect((await put(user.id, { nombre: 'Nuevo Nombre', email: 'nuevo@example.com', rol: 'VENDEDOR' })).status).toBe(200);
    expect(await canLogin('nuevo@example.com', 'clave-original')).toBe(true);

    expect(
      (await put(user.id, { nombre: 'Nuevo Nombre', email: 'nuevo@example.com', rol: 'VENDEDOR', password: 'clave-cambiada' })).status,
    ).toBe(200);
    expect(await canLogin('nuevo@example.com', 'clave-original')).toBe(false);
    expect(await canLogin('nuevo@example.com', 'clave-cambiada')).toBe(true);

    const short = await put(user.id, { nombre: 'Nuevo Nombre', email: 'nuevo@example.com', rol: 'VENDEDOR', password: 'corta' });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.fields)).toEqual(['password']);
    expect((await put(user.id, { nombre: 'Nuevo Nombre', email: 'jefa@example.com', rol: 'VENDEDOR' })).body.code).toBe('email_taken');
  });

  it('deletes a user; an admin cannot delete themself', async () => {
    const { user, token } = await createStaffUser(testDb().db, { rol: 'VENDEDOR' });
    expect(await del(user.id)).toMatchObject({ status: 200, body: { success: true } });
    expect((await callRoute(listUsers, '/api/admin/users', { token })).status).toBe(401);
    const self = await del(admin.user.id);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('cannot_delete_self');
  });
});

describe('the last ADMIN', () => {
  it('cannot be demoted, and cannot be deleted (even by a principal that is not them)', async () => {
    const { db } = testDb();
    const admins = await db.select().from(staffUsers).where(eq(staffUsers.rol, 'ADMIN'));
    expect(admins.map((a) => a.id)).toEqual([admin.user.id]);

    const demote = await put(admin.user.id, { nombre: 'Jefa', email: 'jefa@example.com', rol: 'VENDEDOR' });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('last_admin');

    // Only reachable through the service (an ADMIN caller is an admin too), but the rule holds.
    const ghost = { id: 0, rol: 'ADMIN' } as StaffPrincipal;
    await expect(deleteStaffUser(ghost, admin.user.id)).rejects.toMatchObject({ code: 'last_admin' });
    expect((await db.select().from(staffUsers).where(eq(staffUsers.rol, 'ADMIN'))).length).toBe(1);
  });

  it('is protected race-free: two admins demoting or deleting each other at once leave one ADMIN', async () => {
    const { db } = testDb();
    const countAdmins = async () => (await db.select().from(staffUsers).where(eq(staffUsers.rol, 'ADMIN'))).length;

    const other = await createStaffUser(db, { rol: 'ADMIN' });
    const demotions = await Promise.allSettled([
      updateStaffUser(admin.user.id, { nombre: 'Jefa', email: 'jefa@example.com', rol: 'VENDEDOR' }),
      updateStaffUser(other.user.id, { nombre: other.user.nombre, email: other.user.email, rol: 'VENDEDOR' }),
    ]);
    expect(demotions.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(demotions.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'last_admin' } });
    expect(await countAdmins()).toBe(1);

    // Back to two admins, who now delete each other at the same moment.
    const [survivor] = await db.select().from(staffUsers).where(eq(staffUsers.rol, 'ADMIN'));
    const second = await createStaffUser(db, { rol: 'ADMIN' });
    const principal = (id: number) => ({ id, rol: 'ADMIN' }) as StaffPrincipal;
    const deletions = await Promise.allSettled([
      deleteStaffUser(principal(survivor.id), second.user.id),
      deleteStaffUser(principal(second.user.id), survivor.id),
    ]);
    expect(deletions.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(deletions.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'last_admin' } });
    expect(await countAdmins()).toBe(1);
  });
});

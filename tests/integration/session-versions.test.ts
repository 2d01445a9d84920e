import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as staffLogoutAll } from '@/app/api/admin/logout-all/route';
import { GET as staffProfile } from '@/app/api/admin/profile/route';
import { POST as userLogoutAll } from '@/app/api/admin/users/[id]/logout-all/route';
import { DELETE as deleteUser, PUT as updateUser } from '@/app/api/admin/users/[id]/route';
import { POST as verifyCode } from '@/app/api/auth/verify-code/route';
import { POST as customerLogoutAll } from '@/app/api/customer/logout-all/route';
import { GET as customerProfile } from '@/app/api/profile/route';
import { customers, staffUsers } from '@/db/schema';
import { issueLoginCode } from '@/lib/auth/login-codes';
import { signCustomerToken } from '@/lib/auth/tokens';
import { getEnv } from '@/lib/env';
import { createCustomer, liveCustomerToken } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { callRoute, createStaffUser, STAFF_PASSWORD } from '../helpers/staff';

/**
 * Issue 19 §5: a session ends when its reason does. Staff: a password or role change, deletion
 * and 'cerrar todas las sesiones' end every token the user holds. Customers: 'Cerrar sesión en
 * todos los dispositivos' ends every customer token, and a new login works.
 */

const testDb = useTestDb();
const db = () => testDb().db;
let ipCounter = 0;
const freshIp = () => `10.19.5.${++ipCounter}`;

const staffStatus = async (token: string) => (await callRoute(staffProfile, '/api/admin/profile', { token })).status;
const customerStatus = async (token: string) => (await callRoute(customerProfile, '/api/profile', { token })).status;

async function staffLogin(email: string, password = STAFF_PASSWORD): Promise<string> {
  const res = await callRoute(login, '/api/admin/login', { body: { email, password }, headers: { 'x-forwarded-for': freshIp() } });
  expect(res.status).toBe(200);
  return res.body.token;
}

function editUser(token: string, user: { id: number; nombre: string; email: string }, changes: { rol: string; password?: string }) {
  return callRoute(updateUser, `/api/admin/users/${user.id}`, {
    method: 'PUT',
    token,
    params: { id: String(user.id) },
    body: { nombre: user.nombre, email: user.email, ...changes },
  });
}

describe('staff session versions', () => {
  it("a password changed by an ADMIN ends the user's existing tokens; the new password signs in", async () => {
    const admin = await createStaffUser(db());
    const seller = await createStaffUser(db(), { rol: 'VENDEDOR' });
    const otherDevice = await staffLogin(seller.user.email);
    expect(await staffStatus(seller.token)).toBe(200);

    const res = await editUser(admin.token, seller.user, { rol: 'VENDEDOR', password: 'Otra-Clave-456' });
    expect(res.status).toBe(200);
    expect(await staffStatus(seller.token)).toBe(401);
    expect(await staffStatus(otherDevice)).toBe(401);
    // The ADMIN who made the change keeps working.
    expect(await staffStatus(admin.token)).toBe(200);
    expect(await staffStatus(await staffLogin(seller.user.email, 'Otra-Clave-456'))).toBe(200);
  });

  it('an edit that changes neither password nor role keeps the sessions', async () => {
    const admin = await createStaffUser(db());
    const seller = await createStaffUser(db(), { rol: 'VENDEDOR' });
    const res = await editUser(admin.token, { ...seller.user, nombre: 'Nuevo Nombre' }, { rol: 'VENDEDOR', password: '' });
    expect(res.status).toBe(200);
    expect(await staffStatus(seller.token)).toBe(200);
  });

  it('demoting and promoting again does not bring an old token back', async () => {
    const admin = await createStaffUser(db());
    const other = await createStaffUser(db(), { rol: 'ADMIN' });
    expect((await editUser(admin.token, other.user, { rol: 'VENDEDOR' })).status).toBe(200);
    expect(await staffStatus(other.token)).toBe(401);
    expect((await editUser(admin.token, other.user, { rol: 'ADMIN' })).status).toBe(200);
    expect(await staffStatus(other.token)).toBe(401);
    // Two role changes, two bumps.
    const [row] = await db().select({ v: staffUsers.sessionVersion }).from(staffUsers).where(eq(staffUsers.id, other.user.id));
    expect(row.v).toBe(3);
    expect(await staffStatus(await staffLogin(other.user.email))).toBe(200);
  });

  it("deleting a user (the product's deactivation) ends their tokens", async () => {
    const admin = await createStaffUser(db());
    const seller = await createStaffUser(db(), { rol: 'VENDEDOR' });
    const del = await callRoute(deleteUser, `/api/admin/users/${seller.user.id}`, {
      method: 'DELETE',
      token: admin.token,
      params: { id: String(seller.user.id) },
    });
    expect(del.status).toBe(200);
    expect(await staffStatus(seller.token)).toBe(401);
  });

  it("'cerrar todas las sesiones' on oneself ends every device's token, this one included; a new login works", async () => {
    const seller = await createStaffUser(db(), { rol: 'VENDEDOR' });
    const phone = await staffLogin(seller.user.email);
    const res = await callRoute(staffLogoutAll, '/api/admin/logout-all', { method: 'POST', token: seller.token });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(await staffStatus(seller.token)).toBe(401);
    expect(await staffStatus(phone)).toBe(401);
    expect((await callRoute(staffLogoutAll, '/api/admin/logout-all', { method: 'POST', token: phone })).status).toBe(401);
    expect(await staffStatus(await staffLogin(seller.user.email))).toBe(200);
  });

  it("an ADMIN ends another user's sessions; a VENDEDOR may not; an unknown user is a 404", async () => {
    const admin = await createStaffUser(db());
    const seller = await createStaffUser(db(), { rol: 'VENDEDOR' });
    const target = await createStaffUser(db(), { rol: 'VENDEDOR' });
    const endFor = (token: string, id: number) =>
      callRoute(userLogoutAll, `/api/admin/users/${id}/logout-all`, { method: 'POST', token, params: { id: String(id) } });

    expect((await endFor(seller.token, target.user.id)).status).toBe(403);
    expect(await staffStatus(target.token)).toBe(200);

    expect((await endFor(admin.token, target.user.id)).status).toBe(200);
    expect(await staffStatus(target.token)).toBe(401);
    expect(await staffStatus(admin.token)).toBe(200);
    expect(await staffStatus(seller.token)).toBe(200);

    expect((await endFor(admin.token, 999_999)).status).toBe(404);
  });
});

describe('customer session versions', () => {
  it("'Cerrar sesión en todos los dispositivos' ends every customer token; a new login works", async () => {
    const ana = await createCustomer(db(), { email: 'ana.todos@example.com', name: 'Ana' });
    const phone = await liveCustomerToken(db(), ana.id);
    const beto = await createCustomer(db(), { email: 'beto.todos@example.com' });
    expect(await customerStatus(ana.token)).toBe(404); // signed in, no profile saved yet

    const res = await callRoute(customerLogoutAll, '/api/customer/logout-all', { method: 'POST', token: ana.token });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(await customerStatus(ana.token)).toBe(401);
    expect(await customerStatus(phone)).toBe(401);
    expect((await callRoute(customerLogoutAll, '/api/customer/logout-all', { method: 'POST', token: phone })).status).toBe(401);
    // Another customer is not affected.
    expect(await customerStatus(beto.token)).toBe(404);

    const code = await issueLoginCode(db(), ana.email, null);
    const signedIn = await callRoute(verifyCode, '/api/auth/verify-code', {
      body: { email: ana.email, code },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(signedIn.status).toBe(200);
    expect(await customerStatus(signedIn.body.token)).toBe(404);
  });

  it('a token signed before the claim existed counts as version 1: good until the first bump', async () => {
    const ana = await createCustomer(db(), { email: 'ana.antigua@example.com' });
    // Exactly what the previous code signed: no `sv`.
    const legacy = await new SignJWT({ name: '', email: ana.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('store')
      .setAudience('customer')
      .setSubject(String(ana.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(getEnv().AUTH_SECRET));
    expect(await customerStatus(legacy)).toBe(404);
    await db().update(customers).set({ sessionVersion: 2 }).where(eq(customers.id, ana.id));
    expect(await customerStatus(legacy)).toBe(401);
  });

  it('refuses a token whose version is not the current one, or not a positive integer', async () => {
    const ana = await createCustomer(db(), { email: 'ana.version@example.com' });
    for (const sessionVersion of [2, 0, -1, 1.5]) {
      expect(await customerStatus(await signCustomerToken({ ...ana, sessionVersion }))).toBe(401);
    }
    expect(await customerStatus(await signCustomerToken({ ...ana, sessionVersion: 1 }))).toBe(404);
  });
});

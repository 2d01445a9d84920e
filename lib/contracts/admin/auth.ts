import { z } from 'zod';
import { staffLoginInput } from '@/lib/validation/admin/auth';
import { staffUserCreateInput, staffUserUpdateInput } from '@/lib/validation/admin/users';
import { access, defineResource, successAnswer } from '../operation';
import { paths } from '../paths';

/** Staff sign-in, sessions and the staff users themselves (ADMIN manages them). */

export const staffUser = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(['ADMIN', 'VENDEDOR']),
});
export type StaffUserSummary = z.infer<typeof staffUser>;

const userAnswer = z.strictObject({ user: staffUser });

export const adminAuth = defineResource('admin/auth', {
  login: {
    method: 'POST',
    path: paths.adminAuth.login,
    summary: 'Sign a staff user in with e-mail and password',
    access: access.signIn,
    body: staffLoginInput,
    responses: { 200: z.strictObject({ token: z.string(), user: staffUser }) },
    errors: [429],
  },
  logout: {
    method: 'POST',
    path: paths.adminAuth.logout,
    summary: 'End this staff session',
    access: access.staff,
    responses: { 200: successAnswer },
  },
  logoutAll: {
    method: 'POST',
    path: paths.adminAuth.logoutAll,
    summary: 'End every session of the calling staff user, this one included',
    access: access.staff,
    responses: { 200: successAnswer },
  },
  profile: {
    method: 'GET',
    path: paths.adminAuth.profile,
    summary: 'The signed-in staff user',
    access: access.staff,
    responses: { 200: userAnswer },
  },
});

export const adminUsers = defineResource('admin/users', {
  list: {
    method: 'GET',
    path: paths.adminUsers.list,
    summary: 'The staff users',
    access: access.admin,
    responses: { 200: z.strictObject({ users: z.array(staffUser) }) },
  },
  create: {
    method: 'POST',
    path: paths.adminUsers.create,
    summary: 'Create a staff user',
    access: access.admin,
    body: staffUserCreateInput,
    responses: { 201: userAnswer },
    errors: [409],
  },
  get: {
    method: 'GET',
    path: paths.adminUsers.get,
    summary: 'One staff user',
    access: access.admin,
    responses: { 200: userAnswer },
  },
  update: {
    method: 'PUT',
    path: paths.adminUsers.update,
    summary: 'Change a staff user (name, e-mail, role, password, active)',
    access: access.admin,
    body: staffUserUpdateInput,
    responses: { 200: userAnswer },
    errors: [409],
  },
  remove: {
    method: 'DELETE',
    path: paths.adminUsers.remove,
    summary: 'Delete a staff user',
    description: 'An ADMIN cannot delete their own user, nor the last ADMIN.',
    access: access.admin,
    responses: { 200: successAnswer },
    errors: [409],
  },
  logoutAll: {
    method: 'POST',
    path: paths.adminUsers.logoutAll,
    summary: 'End every session of a staff user (a lost phone, a shared password)',
    access: access.admin,
    responses: { 200: successAnswer },
  },
});

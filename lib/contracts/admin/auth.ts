import { z } from 'zod';
import { staffLoginInput } from '@/lib/validation/admin/auth';
import { staffUserCreateInput, staffUserUpdateInput } from '@/lib/validation/admin/users';
import { access, defineResource, successAnswer } from '../operation';

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
    path: '/api/admin/login',
    summary: 'Sign a staff user in with e-mail and password',
    access: access.signIn,
    body: staffLoginInput,
    responses: { 200: z.strictObject({ token: z.string(), user: staffUser }) },
    errors: [429],
  },
  logout: {
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'End this staff session',
    access: access.staff,
    responses: { 200: successAnswer },
  },
  logoutAll: {
    method: 'POST',
    path: '/api/admin/logout-all',
    summary: 'End every session of the calling staff user, this one included',
    access: access.staff,
    responses: { 200: successAnswer },
  },
  profile: {
    method: 'GET',
    path: '/api/admin/profile',
    summary: 'The signed-in staff user',
    access: access.staff,
    responses: { 200: userAnswer },
  },
});

export const adminUsers = defineResource('admin/users', {
  list: {
    method: 'GET',
    path: '/api/admin/users',
    summary: 'The staff users',
    access: access.admin,
    responses: { 200: z.strictObject({ users: z.array(staffUser) }) },
  },
  create: {
    method: 'POST',
    path: '/api/admin/users',
    summary: 'Create a staff user',
    access: access.admin,
    body: staffUserCreateInput,
    responses: { 201: userAnswer },
    errors: [409],
  },
  get: {
    method: 'GET',
    path: '/api/admin/users/{id}',
    summary: 'One staff user',
    access: access.admin,
    responses: { 200: userAnswer },
  },
  update: {
    method: 'PUT',
    path: '/api/admin/users/{id}',
    summary: 'Change a staff user (name, e-mail, role, password, active)',
    access: access.admin,
    body: staffUserUpdateInput,
    responses: { 200: userAnswer },
    errors: [409],
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/users/{id}',
    summary: 'Delete a staff user',
    description: 'An ADMIN cannot delete their own user, nor the last ADMIN.',
    access: access.admin,
    responses: { 200: successAnswer },
    errors: [409],
  },
  logoutAll: {
    method: 'POST',
    path: '/api/admin/users/{id}/logout-all',
    summary: 'End every session of a staff user (a lost phone, a shared password)',
    access: access.admin,
    responses: { 200: successAnswer },
  },
});

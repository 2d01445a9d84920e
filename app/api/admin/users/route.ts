import { NextResponse } from 'next/server';
import { listStaffUsers } from '@/lib/data/admin/users';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { createStaffUser } from '@/lib/services/admin/users';
import { staffUserCreateInput } from '@/lib/validation/admin/users';

export const GET = apiRoute(policies.admin, async () => ({ users: await listStaffUsers() }));

export const POST = apiRoute(policies.admin, async ({ req }) => {
  const user = await createStaffUser(await parseJson(req, staffUserCreateInput));
  return NextResponse.json({ user }, { status: 201 });
});

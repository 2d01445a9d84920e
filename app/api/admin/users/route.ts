import { NextResponse } from 'next/server';
import { listStaffUsers } from '@/lib/data/admin/users';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { createStaffUser } from '@/lib/services/admin/users';
import { staffUserCreateInput } from '@/lib/validation/admin/users';

export const GET = apiRoute(staffPolicy('GET /api/admin/users'), async () => ({ users: await listStaffUsers() }));

export const POST = apiRoute(staffPolicy('POST /api/admin/users'), async ({ req }) => {
  const user = await createStaffUser(await parseJson(req, staffUserCreateInput));
  return NextResponse.json({ user }, { status: 201 });
});

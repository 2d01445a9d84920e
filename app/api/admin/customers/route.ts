import { NextResponse } from 'next/server';
import { requirePermission } from '@/lib/auth/guards';
import { listAdminCustomers } from '@/lib/data/admin/customers';
import { apiRoute, parseJson, parseQuery, staffPolicy } from '@/lib/http/route';
import { createCustomer } from '@/lib/services/admin/customers';
import { customerCreateBody, customerListQuery } from '@/lib/validation/admin/customers';

/** Find customers (name, e-mail, phone, document), newest activity first. */
export const GET = apiRoute(staffPolicy('GET /api/admin/customers'), async ({ req, principal }) => {
  requirePermission(principal, 'viewCustomers');
  return listAdminCustomers(parseQuery(req, customerListQuery));
});

/** A customer taken by WhatsApp or phone: name and phone; e-mail optional but unique (409). */
export const POST = apiRoute(staffPolicy('POST /api/admin/customers'), async ({ req, principal }) => {
  requirePermission(principal, 'manageCustomers');
  const customer = await createCustomer(await parseJson(req, customerCreateBody));
  return NextResponse.json({ customer }, { status: 201 });
});

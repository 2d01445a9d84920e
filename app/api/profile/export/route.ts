import { NextResponse } from 'next/server';
import { apiRoute, policies } from '@/lib/http/route';
import { exportCustomerData } from '@/lib/services/customer-privacy';

/** 'Descargar mis datos': everything stored about the customer, as a JSON file. */
export const GET = apiRoute(policies.customer, async ({ principal }) => {
  const data = await exportCustomerData(principal.id);
  const day = data.exportedAt.slice(0, 10);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="mis-datos-${day}.json"`,
    },
  });
});

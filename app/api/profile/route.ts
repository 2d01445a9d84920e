import { getProfile } from '@/lib/data/customer';
import { notFound } from '@/lib/errors';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { saveProfile } from '@/lib/services/customer-account';
import { deleteCustomerAccount } from '@/lib/services/account-deletion';
import { profile } from '@/lib/contracts/account';

/** 404 until the first save: the client then shows an empty form prefilled with the session name. */
export const GET = apiRoute(policies.customer, async ({ principal }) => {
  const profile = await getProfile(principal.id);
  if (!profile) throw notFound('Aún no has guardado tus datos.');
  return { profile };
});

/** The e-mail is not part of the input: it is the account's, read-only. */
export const PUT = apiRoute(policies.customer, async ({ req, principal }) => {
  const input = await parseJson(req, profile.save.body);
  return { profile: await saveProfile(principal.id, input) };
});

/**
 * 'Eliminar mi cuenta' (body `{ confirm: true }`): the account, profile and addresses go; orders
 * stay for accounting with the personal fields anonymised; every token of hers stops working.
 */
export const DELETE = apiRoute(policies.customer, async ({ req, principal }) => {
  await parseJson(req, profile.remove.body);
  await deleteCustomerAccount(principal.id);
  return { success: true };
});

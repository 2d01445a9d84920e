import { createHash } from 'node:crypto';
import { idempotent } from '@/lib/http/idempotency';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { confirmPaymentByLink } from '@/lib/services/payment-links';
import { paymentLinks } from '@/lib/contracts/cart';

/** { order } now pending_confirmation; 409 invalid_state when it no longer waits for payment (the link used twice). */
export const POST = apiRoute(policies.paymentLink, async ({ req, params }) => {
  const token = params.token ?? '';
  const input = await parseJson(req, paymentLinks.confirmPayment.body);
  // Idempotency keys are remembered per link (a hash: the token itself is a credential).
  const scope = `pay:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
  return idempotent(req, scope, input, async (save) => {
    const order = await confirmPaymentByLink(token, input, { beforeCommit: (tx, o) => save(tx, 200, { order: o }) });
    return { status: 200, body: { order } };
  });
});

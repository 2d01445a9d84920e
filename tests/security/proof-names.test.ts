import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as customerUploadUrlRoute } from '@/app/api/customer/upload-url/route';
import { POST as confirmRoute } from '@/app/api/orders/[id]/confirm-payment/route';
import { POST as linkConfirmRoute } from '@/app/api/pay/[token]/confirm-payment/route';
import { POST as linkUploadUrlRoute } from '@/app/api/pay/[token]/upload-url/route';
import { orderHistory, orders } from '@/db/schema';
import { signPaymentLinkToken } from '@/lib/auth/payment-link';
import { getStorage } from '@/lib/storage';
import { customerProofKey, PROOF_TIMESTAMP_SKEW_MS } from '@/lib/storage/keys';
import { placeTestOrder, useOrderFixture } from '../helpers/orders';
import { invokeRoute } from '../helpers/routes';

/**
 * A proof's file name is the client's to choose, timestamp included. One from the far future
 * (`order-1002-9999999999999997.webp`, past what a date can hold) once made confirm-payment fail
 * with a 500 (a datetime overflow in the database), anonymously through a payment link too; and
 * the timestamp decided whether staff were told the proof may pay the total before a delivery
 * fee change. Now such a name is a 400 with the field's error on every route that takes one, and
 * the flag follows when the storage received the file.
 */

const { db, fx } = useOrderFixture();

/** 16 digits, as the name's pattern allows: past any date (and past a safe integer). */
const FAR_FUTURE = '9999999999999997';

async function storedProof(orderId: number, timestamp: number | string): Promise<string> {
  const key =
    typeof timestamp === 'string' ? `payment-confirmation/order-${orderId}-${timestamp}.webp` : customerProofKey(orderId, timestamp);
  await getStorage().putObject(key, fx.webp, 'image/webp');
  return getStorage().publicUrl(key);
}

const linkToken = (orderId: number) => signPaymentLinkToken({ id: orderId, expiresAt: new Date(Date.now() + 3_600_000) });

type Flow = {
  confirm: (orderId: number, url: string, language?: string) => ReturnType<typeof invokeRoute>;
  uploadUrl: (orderId: number, filename: string) => ReturnType<typeof invokeRoute>;
};
const flows: Record<string, Flow> = {
  "the customer's checkout": {
    confirm: (orderId, url, language = 'es') =>
      invokeRoute(confirmRoute, `/api/orders/${orderId}/confirm-payment`, {
        token: fx.ana.token,
        params: { id: String(orderId) },
        headers: { 'accept-language': language },
        body: { paymentMethodId: fx.nequi, paymentConfirmationUrl: url },
      }),
    uploadUrl: (_orderId, filename) =>
      invokeRoute(customerUploadUrlRoute, '/api/customer/upload-url', {
        token: fx.ana.token,
        body: { filename, contentType: 'image/webp' },
      }),
  },
  'a payment link, signed out': {
    confirm: async (orderId, url, language = 'es') => {
      const token = await linkToken(orderId);
      return invokeRoute(linkConfirmRoute, `/api/pay/${token}/confirm-payment`, {
        params: { token },
        headers: { 'accept-language': language },
        body: { paymentMethodId: fx.nequi, paymentConfirmationUrl: url },
      });
    },
    uploadUrl: async (orderId, filename) => {
      const token = await linkToken(orderId);
      return invokeRoute(linkUploadUrlRoute, `/api/pay/${token}/upload-url`, {
        params: { token },
        body: { filename, contentType: 'image/webp' },
      });
    },
  },
};

const statusOf = async (orderId: number) =>
  (await db().select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)))[0].paymentStatus;

describe.each(Object.entries(flows))('a proof name from the far future, through %s', (_name, flow) => {
  it('confirm-payment answers 400 with the field error in either language, and changes nothing', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const url = await storedProof(order.id, FAR_FUTURE);
    const es = await flow.confirm(order.id, url);
    expect(es.status, es.text).toBe(400);
    expect(es.body.code).toBe('bad_request');
    expect(es.body.fields.paymentConfirmationUrl[0]).toMatch(/^La marca de tiempo del nombre del comprobante no es válida/);
    const en = await flow.confirm(order.id, url, 'en');
    expect(en.status).toBe(400);
    expect(en.body.fields.paymentConfirmationUrl[0]).toMatch(/^The timestamp in the file name of the proof is not valid/);
    expect(en.body.error).toBe(en.body.fields.paymentConfirmationUrl[0]);
    expect(await statusOf(order.id)).toBe('pending_payment');
    expect(await db().select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).toHaveLength(1);

    // A day ahead of the server's clock (a phone's clock set wrong) still goes through.
    const skewed = await storedProof(order.id, Date.now() + PROOF_TIMESTAMP_SKEW_MS - 60_000);
    const accepted = await flow.confirm(order.id, skewed);
    expect(accepted.status, accepted.text).toBe(200);
  });

  it('the upload address is refused for such a name (400 on filename)', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const res = await flow.uploadUrl(order.id, `payment-confirmation/order-${order.id}-${FAR_FUTURE}.webp`);
    expect(res.status, res.text).toBe(400);
    expect(res.body.fields.filename[0]).toMatch(/^La marca de tiempo del nombre del comprobante no es válida/);
    expect((await flow.uploadUrl(order.id, customerProofKey(order.id))).status).toBe(200);
  });

  it("'may pay the previous total' follows when the storage received the proof, not the name", async () => {
    // Named an hour ago but uploaded after the fee changed: it knows the new total.
    const late = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await db()
      .update(orders)
      .set({ shippingFeeChangedAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, late.id));
    const lateUrl = await storedProof(late.id, Date.now() - 3_600_000);
    expect((await flow.confirm(late.id, lateUrl)).status).toBe(200);

    // Named an hour ahead but uploaded before the fee changed: it may pay the old total.
    const early = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const earlyUrl = await storedProof(early.id, Date.now() + 3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await db().update(orders).set({ shippingFeeChangedAt: new Date() }).where(eq(orders.id, early.id));
    expect((await flow.confirm(early.id, earlyUrl)).status).toBe(200);

    const flags = await db().select({ id: orders.id, flag: orders.proofForPreviousTotal }).from(orders);
    const flagOf = (id: number) => flags.find((row) => row.id === id)?.flag;
    expect({ late: flagOf(late.id), early: flagOf(early.id) }).toEqual({ late: false, early: true });
  });
});

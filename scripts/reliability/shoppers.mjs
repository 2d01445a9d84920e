// Test customers made directly in the database, with tokens signed exactly as
// lib/auth/tokens.ts signs them (HS256, iss "store", aud "customer", sub = customer id, name, email),
// and the variants they buy (given a large stock so orders never run out).
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { AUTH_SECRET } from './app.mjs';

/** The data policy version they accepted (lib/domain/privacy.ts): orders need it (docs/privacy.md). */
const POLICY_VERSION = /PRIVACY_POLICY_VERSION = '([^']+)'/.exec(
  readFileSync(new URL('../../lib/domain/privacy.ts', import.meta.url), 'utf8'),
)[1];

const key = new TextEncoder().encode(AUTH_SECRET);

function signCustomerToken({ id, name, email }) {
  return new SignJWT({ name, email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('store')
    .setAudience('customer')
    .setSubject(String(id))
    .setIssuedAt()
    .setExpirationTime('6h')
    .sign(key);
}

/** `count` customers named `<label>-<n>`, each with one default address and a token. */
export async function createShoppers(sql, label, count) {
  const shoppers = [];
  for (let n = 1; n <= count; n++) {
    const email = `${label}-${n}@reliability.test`;
    const name = `Reliability ${label} ${n}`;
    const [{ id }] = await sql`
      insert into customers (email, name, data_policy_version, data_policy_accepted_at)
      values (${email}, ${name}, ${POLICY_VERSION}, now()) returning id`;
    const [{ id: addressId }] = await sql`
      insert into addresses (customer_id, recipient_name, street, city, state, is_default)
      values (${id}, ${name}, 'Calle 10 # 5-20', 'Cúcuta', 'Norte de Santander', true)
      returning id`;
    shoppers.push({ id, email, addressId, token: await signCustomerToken({ id, name, email }) });
  }
  return shoppers;
}

export const SHOPPED_STOCK = 1_000_000;

/**
 * The first `count` variants, with SHOPPED_STOCK units available each. Orders send the base price
 * (sale price when set): volume tiers only ever lower it, so the server never answers price_changed.
 */
export async function prepareVariants(sql, count) {
  // SHOPPED_STOCK units available (on hand = that + what open orders hold). The difference is
  // recorded as an adjustment, so the stock ledger still sums to on hand (docs/stock.md).
  const rows = await sql`
    with old as (select id, on_hand, reserved from variants order by id limit ${count} for update),
    moved as (
      update variants v set on_hand = ${SHOPPED_STOCK} + old.reserved from old where v.id = old.id
      returning v.id, old.on_hand as old_on_hand, v.on_hand as new_on_hand, coalesce(v.sale_price, v.price) as unit_price),
    ledger as (
      insert into stock_movements (variant_id, change, stock_after, reason, adjustment_reason, note)
      select id, new_on_hand - old_on_hand, new_on_hand, 'adjustment', 'count', 'Prueba de confiabilidad'
      from moved where old_on_hand <> new_on_hand)
    select id, unit_price from moved order by id`;
  return rows.map((row) => ({ id: row.id, unitPrice: row.unit_price }));
}

/** 1-3 distinct variants, 1-5 units each. */
export function orderBody(shopper, variants) {
  const lines = 1 + Math.floor(Math.random() * 3);
  const picked = [...variants].sort(() => Math.random() - 0.5).slice(0, lines);
  return {
    items: picked.map((v) => ({ variantId: v.id, quantity: 1 + Math.floor(Math.random() * 5), unitPrice: v.unitPrice })),
    shippingAddressId: shopper.addressId,
  };
}

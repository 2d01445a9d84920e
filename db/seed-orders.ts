import { and, eq, inArray, sql } from 'drizzle-orm';
import { getProfile } from '@/lib/data/customer';
import { billingFor } from '@/lib/domain/billing';
import type { RequestableDeliveryOption } from '@/lib/domain/delivery-options';
import { nitCheckDigit } from '@/lib/domain/nit';
import { expectedFrom, isPaidEvent, type OrderEvent, type OrderState, transition } from '@/lib/domain/order-state';
import type { OrderSource } from '@/lib/domain/order-status';
import { PRIVACY_POLICY_VERSION } from '@/lib/domain/privacy';
import { applyStockEffect, moveOrders, type OrderActor, recordTransitions, SYSTEM_ACTOR } from '@/lib/services/admin/orders';
import { markOrderPaid } from '@/lib/services/order-paid';
import { getDeliveryRules } from '@/lib/services/delivery';
import { deliveryFor, insertOrder, loadVariants, priceLines, recordPlacement, reserveStock } from '@/lib/services/order-placement';
import type { Queryable } from './client';
import { seededRandom } from './seeded-random';
import { addresses, customerProfiles, customers, orderHistory, orders, paymentMethods, shipments, staffUsers, variants } from './schema';

/**
 * The demo's past orders (docs/demo-orders.md): about three months of a distributor's work in
 * Cúcuta, so the dashboard and the reports show something to a newcomer. Every order goes
 * through the same building blocks the real flows use, inside the seed's transaction: priced and
 * its stock reserved as placed (order-placement.ts), each status change through the state
 * machine's conditional update, its history row and its stock effect (the shipment's ledger
 * movement, a cancellation's release), paid only through markOrderPaid. Then the rows are dated
 * at the day each step happened. Deterministic: a seeded generator, dates counted back from `now`.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Colombia is UTC−5 all year. */
const BOGOTA = -5 * HOUR;

type DemoAddress = { recipientName: string; street: string; city: string; state: string; details?: string; phone: string };
type DemoCustomer = {
  email: string;
  name: string;
  phone: string;
  business?: { name: string; nit: string };
  document?: string;
  address: DemoAddress;
};

const CUCUTA = { city: 'Cúcuta', state: 'Norte de Santander' };

/** The demo's customers: restaurants, cafeterías and households of Cúcuta, and two buyers elsewhere. */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'compras@lafrontera.demo',
    name: 'Marta Gómez',
    phone: '+573001234501',
    business: { name: 'Restaurante La Frontera SAS', nit: '900373115' },
    address: { recipientName: 'Marta Gómez', street: 'Av. 0 # 11-20', details: 'Local 3', ...CUCUTA, phone: '+573001234501' },
  },
  {
    email: 'cafeteria.elparque@gmail.demo',
    name: 'Luis Carrillo',
    phone: '+573112345602',
    business: { name: 'Cafetería El Parque', nit: '901245678' },
    address: {
      recipientName: 'Luis Carrillo',
      street: 'Calle 10 # 4-35',
      details: 'Frente al parque Santander',
      ...CUCUTA,
      phone: '+573112345602',
    },
  },
  {
    email: 'asaderoelrey@hotmail.demo',
    name: 'Jhon Jairo Peña',
    phone: '+573158765403',
    document: '88234567',
    address: {
      recipientName: 'Jhon Jairo Peña',
      street: 'Av. Libertadores # 7-80',
      details: 'Barrio Caobos',
      ...CUCUTA,
      phone: '+573158765403',
    },
  },
  {
    email: 'dianapaola.r@gmail.demo',
    name: 'Diana Paola Rincón',
    phone: '+573204567804',
    document: '1090456789',
    address: {
      recipientName: 'Diana Paola Rincón',
      street: 'Calle 17 # 2E-45',
      details: 'Quinta Oriental',
      ...CUCUTA,
      phone: '+573204567804',
    },
  },
  {
    email: 'eventos.dulcehogar@gmail.demo',
    name: 'Carolina Suárez',
    phone: '+573016789005',
    address: { recipientName: 'Carolina Suárez', street: 'Carrera 5 # 9-12', details: 'Casa esquinera', ...CUCUTA, phone: '+573016789005' },
  },
  {
    email: 'compras@heladeriapolar.demo',
    name: 'Andrés Villamizar',
    phone: '+573176543206',
    business: { name: 'Heladería Polar SAS', nit: '900812345' },
    address: {
      recipientName: 'Andrés Villamizar',
      street: 'Carrera 27 # 36-14',
      details: 'Cabecera',
      city: 'Bucaramanga',
      state: 'Santander',
      phone: '+573176543206',
    },
  },
  {
    email: 'pedidos@cafecolonial.demo',
    name: 'Sandra Moreno',
    phone: '+573102223307',
    business: { name: 'Café Colonial Bogotá', nit: '901556677' },
    address: {
      recipientName: 'Sandra Moreno',
      street: 'Calle 85 # 14-32',
      details: 'Oficina 201',
      city: 'Bogotá, D.C.',
      state: 'Bogotá, D.C.',
      phone: '+573102223307',
    },
  },
  {
    email: 'donarepa.cucuta@gmail.demo',
    name: 'Yolanda Contreras',
    phone: '+573145556608',
    address: {
      recipientName: 'Yolanda Contreras',
      street: 'Calle 8 # 0-21',
      details: 'Barrio La Playa',
      ...CUCUTA,
      phone: '+573145556608',
    },
  },
];

/** What happens to an order after it is placed; every kind is a sequence of the state machine's events. */
type Course =
  | 'proof_paid' // web, transfer: proof, approved, prepared, shipped, delivered
  | 'cash_on_delivery' // web, paid to the driver
  | 'staff_taken' // WhatsApp or phone: proof sent, approved, shipped, delivered
  | 'counter' // counter sale, paid on the spot and handed over
  | 'cancelled' // she gave up before paying
  | 'expired' // nobody paid within the window
  | 'refused'; // a proof staff declined

type Planned = {
  at: number;
  customer: number;
  course: Course;
  option: RequestableDeliveryOption;
  source: OrderSource;
  lines: { variantId: number; quantity: number }[];
  /** How far the course has gone: recent orders are still on their way. */
  steps: number;
};

/** The events of a course, in order, with the hours after placing at which they happen. */
const COURSES: Record<Course, [OrderEvent | 'submit_proof', number][]> = {
  proof_paid: [
    ['submit_proof', 1],
    ['approve', 3],
    ['start_processing', 5],
    ['ship', 20],
    ['deliver', 26],
  ],
  cash_on_delivery: [
    ['ship', 4],
    ['record_cash_payment', 8],
    ['deliver', 8.1],
  ],
  staff_taken: [
    ['submit_proof', 2],
    ['approve', 4],
    ['ship', 22],
    ['deliver', 28],
  ],
  counter: [
    ['record_counter_payment', 0.05],
    ['ship', 0.1],
    ['deliver', 0.12],
  ],
  cancelled: [['customer_cancel', 6]],
  expired: [['expire', 72]],
  refused: [
    ['submit_proof', 2],
    ['reject', 5],
  ],
};

export const DEMO_ORDER_COUNT = 36;
const DEMO_DAYS = 95;

/** A dozen orders as a month brings them: mostly paid by transfer, some in cash, by chat or at the counter, a few never paid. */
const MIX: readonly Course[] = [
  'proof_paid',
  'proof_paid',
  'proof_paid',
  'proof_paid',
  'cash_on_delivery',
  'cash_on_delivery',
  'staff_taken',
  'staff_taken',
  'counter',
  'counter',
  'proof_paid',
  'cancelled',
];
const UNPAID: readonly Course[] = ['cancelled', 'expired', 'refused'];

/** The last orders, still on their way (hours since placed → course): shipped, waiting for payment, paid, cash to collect, a proof to check. */
const RECENT: readonly [number, Course][] = [
  [22, 'proof_paid'],
  [20, 'expired'],
  [6, 'staff_taken'],
  [3, 'cash_on_delivery'],
  [1.5, 'proof_paid'],
];

function planOrders(now: number, customerCount: number, stock: { id: number; onHand: number }[]): Planned[] {
  const rng = seededRandom(2026_12_03);
  const plan: Planned[] = [];
  const older = DEMO_ORDER_COUNT - RECENT.length;
  for (let n = 0; n < DEMO_ORDER_COUNT; n++) {
    const recent = n >= older ? RECENT[n - older] : null;
    // Spread over the period, a few more lately (the shop is growing); 8 a.m. to 5 p.m. in Cúcuta.
    const age = DEMO_DAYS * (1 - Math.sqrt((n + rng.next()) / older)) + 1;
    const day = Math.floor((now + BOGOTA) / DAY - age);
    const at = recent ? now - recent[0] * HOUR : day * DAY - BOGOTA + rng.int(8, 16) * HOUR + rng.int(0, 59) * 60_000;
    // The never-paid slot of each dozen takes each of its three ways in turn.
    const mixed = MIX[n % MIX.length];
    const course: Course = recent ? recent[1] : mixed === 'cancelled' ? UNPAID[Math.floor(n / MIX.length) % UNPAID.length] : mixed;
    // The two buyers out of town are served by national shipping, and never in cash.
    let customer = rng.int(0, customerCount - 1);
    const national = DEMO_CUSTOMERS[customer].address.state !== 'Norte de Santander';
    if (national && (course === 'cash_on_delivery' || course === 'counter')) customer = (customer + 2) % 5;
    const far = DEMO_CUSTOMERS[customer].address.state !== 'Norte de Santander';
    const option: RequestableDeliveryOption =
      course === 'counter'
        ? 'pickup'
        : far
          ? 'national_shipping'
          : rng.next() < 0.2 && course !== 'cash_on_delivery'
            ? 'pickup'
            : 'local_delivery';
    const source: OrderSource =
      course === 'counter' ? 'counter' : course === 'staff_taken' ? (rng.next() < 0.75 ? 'whatsapp' : 'phone') : 'web';
    const count = rng.int(1, 4);
    const lines = new Map<number, number>();
    for (let i = 0; i < count; i++) {
      const variant = rng.pick(stock);
      lines.set(variant.id, Math.min(variant.onHand, rng.pick([1, 2, 2, 3, 4, 5, 6, 10, 12])));
    }
    // Hours since it was placed: a step not yet reached has not happened.
    const hoursAgo = (now - at) / HOUR;
    const steps = COURSES[course].filter(([, h]) => h <= hoursAgo).length;
    plan.push({
      at,
      customer,
      course,
      option,
      source,
      lines: [...lines].map(([variantId, quantity]) => ({ variantId, quantity })),
      steps,
    });
  }
  return plan.sort((a, b) => a.at - b.at);
}

type Dated = { orderId: number; createdAt: number; history: number[]; ship: number | null; deliver: number | null };

/**
 * Seeds the demo's customers and past orders, once: nothing when the store already has an order
 * or one of these customers. Needs the catalogue, delivery rules, payment methods and staff in
 * place (seedDatabase calls it last, in its transaction). `proofUrl` is the stored picture the
 * paid-by-proof orders show as their receipt.
 */
export async function seedDemoOrders(
  tx: Queryable,
  options: { now: Date; proofUrl: string },
): Promise<{ orders: number; customers: number }> {
  const [anyOrder] = await tx.select({ id: orders.id }).from(orders).limit(1);
  const emails = DEMO_CUSTOMERS.map((c) => c.email);
  const [anyDemo] = await tx.select({ id: customers.id }).from(customers).where(inArray(customers.email, emails)).limit(1);
  if (anyOrder || anyDemo) return { orders: 0, customers: 0 };
  const now = options.now.getTime();

  const staff = await tx
    .select({ id: staffUsers.id, nombre: staffUsers.nombre, rol: staffUsers.rol })
    .from(staffUsers)
    .orderBy(staffUsers.id);
  const admin = staff.find((s) => s.rol === 'ADMIN') ?? staff[0];
  const seller = staff.find((s) => s.rol === 'VENDEDOR') ?? admin;
  if (!admin) throw new Error('The demo orders need the demo staff accounts');
  const methods = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .orderBy(paymentMethods.sortOrder);
  // Variants with stock to spare, so a demo order never takes the last units a shopper would want.
  const stock = await tx
    .select({ id: variants.id, onHand: variants.onHand })
    .from(variants)
    .where(sql`${variants.onHand} >= 60`)
    .orderBy(variants.id);

  const people = await tx
    .insert(customers)
    .values(
      DEMO_CUSTOMERS.map((c) => ({
        email: c.email,
        name: c.name,
        locale: 'es' as const,
        dataPolicyVersion: PRIVACY_POLICY_VERSION,
        dataPolicyAcceptedAt: new Date(now - (DEMO_DAYS + 5) * DAY),
        createdAt: new Date(now - (DEMO_DAYS + 5) * DAY),
      })),
    )
    .returning({ id: customers.id, email: customers.email, name: customers.name, locale: customers.locale });
  await tx.insert(customerProfiles).values(
    DEMO_CUSTOMERS.map((c, i) => {
      const digit = c.business ? nitCheckDigit(c.business.nit) : null;
      return {
        customerId: people[i].id,
        fullName: c.name,
        phone: c.phone,
        documentType: 'CC' as const,
        documentNumber: c.document ?? null,
        isBusiness: Boolean(c.business),
        businessName: c.business?.name ?? null,
        businessTaxId: c.business ? `${c.business.nit}-${digit}` : null,
        businessNitNumber: c.business?.nit ?? null,
        businessNitCheckDigit: digit,
      };
    }),
  );
  const demoAddresses = await tx
    .insert(addresses)
    .values(DEMO_CUSTOMERS.map((c, i) => ({ customerId: people[i].id, ...c.address, details: c.address.details ?? null, isDefault: true })))
    .returning();
  // Read once for all the orders: the catalogue, the delivery rules and each customer's billing data.
  const catalogue = await loadVariants(
    tx,
    stock.map((v) => v.id),
  );
  const rules = await getDeliveryRules(tx);
  const profiles = await Promise.all(people.map((p) => getProfile(p.id, tx)));

  const dated: Dated[] = [];
  let n = 0;
  for (const planned of planOrders(now, DEMO_CUSTOMERS.length, stock)) {
    const person = people[planned.customer];
    const byStaff = planned.source !== 'web';
    const taker = n++ % 3 === 0 ? admin : seller;
    const staffActor: OrderActor = { type: 'staff', id: taker.id, name: taker.nombre };
    const approver: OrderActor = { type: 'staff', id: admin.id, name: admin.nombre };

    // Placed as the checkout (or 'Nuevo pedido') places it.
    const address = demoAddresses[planned.customer];
    const lines = [...planned.lines].sort((a, b) => a.variantId - b.variantId);
    const priced = priceLines(catalogue, lines);
    const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
    const delivery = await deliveryFor(
      tx,
      address,
      subtotal,
      priced,
      { deliveryOption: planned.option, cashOnDelivery: planned.course === 'cash_on_delivery' },
      { now: new Date(planned.at), rules },
    );
    await reserveStock(tx, priced);
    const invoiceTo = DEMO_CUSTOMERS[planned.customer].business && !byStaff ? 'business' : 'person';
    const billing = billingFor(invoiceTo, profiles[planned.customer], person);
    const paymentStatus = delivery.cashOnDelivery ? 'pending_confirmation' : 'pending_payment';
    const order = await insertOrder(tx, {
      customerId: person.id,
      locale: person.locale,
      address,
      priced,
      subtotal,
      delivery,
      paymentStatus,
      deliveryNotes: null,
      placedFromIp: null,
      invoiceTo,
      billing: billing.ok ? billing.billing : null,
      source: planned.source,
      createdByStaffId: byStaff ? taker.id : null,
    });
    const placedNote =
      planned.source === 'whatsapp'
        ? 'Pedido tomado por WhatsApp'
        : planned.source === 'phone'
          ? 'Pedido tomado por teléfono'
          : planned.source === 'counter'
            ? 'Venta de mostrador'
            : delivery.cashOnDelivery
              ? 'Pago contra entrega'
              : null;
    await recordPlacement(
      tx,
      order.id,
      paymentStatus,
      byStaff ? staffActor : { type: 'customer', id: person.id, name: person.name ?? person.email ?? '' },
      placedNote,
    );

    const record: Dated = { orderId: order.id, createdAt: planned.at, history: [planned.at], ship: null, deliver: null };
    const state: OrderState = { paymentStatus, shippingStatus: 'unfulfilled', cashOnDelivery: delivery.cashOnDelivery };
    const method = methods.length ? methods[order.id % methods.length].id : null;
    for (const [event, hours] of COURSES[planned.course].slice(0, planned.steps)) {
      const at = new Date(planned.at + hours * HOUR);
      if (event === 'submit_proof') await submitProof(tx, order.id, person, method, options.proofUrl, at);
      else await advance(tx, order.id, state, event, event === 'expire' ? SYSTEM_ACTOR : approver, at, order.total, person);
      if (event !== 'submit_proof') {
        const rule = expectedFrom(event);
        if (rule.field === 'payment') state.paymentStatus = rule.to;
        else state.shippingStatus = rule.to;
      } else state.paymentStatus = 'pending_confirmation';
      if (event === 'ship') {
        await tx.insert(shipments).values({ orderId: order.id, ...shipmentFor(planned, order.id) });
        record.ship = at.getTime();
      }
      if (event === 'deliver') record.deliver = at.getTime();
      record.history.push(at.getTime());
    }
    dated.push(record);
  }
  await dateRows(tx, dated);
  return { orders: dated.length, customers: people.length };
}

/** The customer's proof, as 'Confirmar y Enviar Comprobante' records it (lib/services/orders.ts). */
async function submitProof(
  tx: Queryable,
  orderId: number,
  person: DemoPerson,
  paymentMethodId: number | null,
  proofUrl: string,
  at: Date,
): Promise<void> {
  const rule = expectedFrom('confirm_payment');
  if (rule.field !== 'payment') throw new Error('confirm_payment must change the payment status');
  const [moved] = await tx
    .update(orders)
    .set({ paymentStatus: rule.to, paymentMethodId, paymentConfirmationUrl: proofUrl, paymentSubmittedAt: at })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, rule.from)))
    .returning({ id: orders.id });
  if (!moved) throw new Error(`demo order ${orderId}: no proof can be sent now`);
  await customerHistory(tx, orderId, rule.from[0], rule.to, person);
}

type DemoPerson = { id: number; name: string | null; email: string | null };

/** A payment row of the history written by the customer herself (her proof, her cancellation). */
async function customerHistory(tx: Queryable, orderId: number, from: string, to: string, person: DemoPerson): Promise<void> {
  await tx.insert(orderHistory).values({
    orderId,
    field: 'payment',
    fromStatus: from,
    toStatus: to,
    actorType: 'customer',
    actorId: person.id,
    actorName: person.name ?? person.email ?? '',
  });
}

/** One state-machine step as staff's actions take it (transitionOrder, lib/services/admin/orders.ts), without the e-mails. */
async function advance(
  tx: Queryable,
  orderId: number,
  state: OrderState,
  event: OrderEvent,
  actor: OrderActor,
  at: Date,
  total: number,
  person: DemoPerson,
): Promise<void> {
  const check = transition(state, event);
  if (!check.ok) throw new Error(`demo order ${orderId}: ${check.reason}`);
  if (isPaidEvent(event)) {
    const cash = event === 'record_cash_payment' || event === 'record_counter_payment';
    const paid = await markOrderPaid(tx, orderId, event, {
      paidAt: at,
      ...(cash ? { cashReceived: total } : {}),
      ...(event === 'record_counter_payment' ? { paymentMethodId: null } : {}),
    });
    if (!paid.moved) throw new Error(`demo order ${orderId}: ${event} moved nothing`);
  } else {
    const set = event === 'expire' || event === 'customer_cancel' || event === 'reject' ? { cancelledAt: at } : {};
    const [moved] = await moveOrders(tx, event, [orderId], {
      ...set,
      ...(event === 'reject' ? { rejectionReason: 'El comprobante no corresponde al valor del pedido.' } : {}),
    });
    if (!moved) throw new Error(`demo order ${orderId}: ${event} moved nothing`);
  }
  const rule = expectedFrom(event);
  const from = rule.field === 'payment' ? state.paymentStatus : state.shippingStatus;
  const note =
    event === 'record_cash_payment'
      ? `Pago contra entrega: $ ${total.toLocaleString('es-CO')} recibido`
      : event === 'record_counter_payment'
        ? `Pago en mostrador (Efectivo): $ ${total.toLocaleString('es-CO')} recibido`
        : event === 'reject'
          ? 'El comprobante no corresponde al valor del pedido.'
          : null;
  // The customer cancels her own order (lib/services/order-cancel.ts); the system expires one; staff do the rest.
  if (event === 'customer_cancel') await customerHistory(tx, orderId, from, rule.to, person);
  else await recordTransitions(tx, event, [{ orderId, from }], actor, note);
  await applyStockEffect(tx, check.stock, [orderId], actor.type === 'staff' ? actor.id : null);
}

const DRIVERS = ['Wilmer Ortega', 'Jesús Parada', 'Óscar Jaimes'];

function shipmentFor(planned: Planned, orderId: number) {
  if (planned.option === 'national_shipping') {
    return {
      shippingMethod: 'national_shipping' as const,
      company: orderId % 2 ? 'Servientrega' : 'Interrapidísimo',
      trackingNumber: String(2_026_000_000 + orderId * 7),
      trackingUrl: null,
      driverName: null,
      licensePlate: null,
      driverPhone: null,
    };
  }
  // Picked up at the counter: handed over, nobody drives it.
  const pickup = planned.option === 'pickup';
  return {
    shippingMethod: 'local_delivery' as const,
    company: null,
    trackingNumber: null,
    trackingUrl: null,
    driverName: pickup ? null : DRIVERS[orderId % DRIVERS.length],
    licensePlate: pickup ? null : `KTM${100 + (orderId % 800)}`,
    driverPhone: null,
  };
}

const values = (rows: ReturnType<typeof sql>[]) => sql.join(rows, sql`, `);

/** Every row the steps wrote dated at the moment its step happened (they were written with today's now()). */
async function dateRows(tx: Queryable, dated: Dated[]): Promise<void> {
  if (dated.length === 0) return;
  const iso = (ms: number) => new Date(ms).toISOString();
  await tx.execute(sql`
    update orders o set created_at = v.created::timestamptz, updated_at = v.updated::timestamptz
    from (values ${values(dated.map((d) => sql`(${d.orderId}::int, ${iso(d.createdAt)}, ${iso(d.history[d.history.length - 1])})`))}) as v(id, created, updated)
    where o.id = v.id`);

  const ids = dated.map((d) => d.orderId);
  const rows = await tx
    .select({ id: orderHistory.id, orderId: orderHistory.orderId })
    .from(orderHistory)
    .where(inArray(orderHistory.orderId, ids))
    .orderBy(orderHistory.orderId, orderHistory.id);
  const byOrder = new Map(dated.map((d) => [d.orderId, d]));
  const seen = new Map<number, number>();
  const historyTimes = rows.map((row) => {
    const k = seen.get(row.orderId) ?? 0;
    seen.set(row.orderId, k + 1);
    const times = byOrder.get(row.orderId)!.history;
    return sql`(${row.id}::int, ${iso(times[Math.min(k, times.length - 1)])})`;
  });
  await tx.execute(sql`
    update order_history h set created_at = v.t::timestamptz
    from (values ${values(historyTimes)}) as v(id, t) where h.id = v.id`);

  const shipped = dated.filter((d) => d.ship !== null);
  if (shipped.length === 0) return;
  const shipTimes = values(shipped.map((d) => sql`(${d.orderId}::int, ${iso(d.ship!)}, ${d.deliver === null ? null : iso(d.deliver)})`));
  await tx.execute(sql`
    update shipments s set created_at = v.shipped::timestamptz, updated_at = coalesce(v.delivered, v.shipped)::timestamptz,
      delivered_at = v.delivered::timestamptz
    from (values ${shipTimes}) as v(order_id, shipped, delivered) where s.order_id = v.order_id`);
  await tx.execute(sql`
    update stock_movements m set created_at = v.shipped::timestamptz
    from (values ${shipTimes}) as v(order_id, shipped, delivered) where m.order_id = v.order_id`);
}

import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postAddress } from '@/app/api/addresses/route';
import { POST as postAttribute } from '@/app/api/admin/attributes/route';
import { POST as postCategory } from '@/app/api/admin/categories/route';
import { POST as postCustomer } from '@/app/api/admin/customers/route';
import { POST as postProduct } from '@/app/api/admin/products/route';
import { POST as postProvider } from '@/app/api/admin/providers/route';
import { POST as postSynonym } from '@/app/api/admin/search-synonyms/route';
import { POST as postUser } from '@/app/api/admin/users/route';
import { POST as postContact } from '@/app/api/contact/route';
import { PUT as putProfile } from '@/app/api/profile/route';
import { categories } from '@/db/schema';
import type { RouteHandler } from '@/lib/http/route';
import es from '@/messages/es.json';
import { createCustomer } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { callRoute, createStaffUser } from '../helpers/staff';

/**
 * Every single-line field, through its route handler, refuses line breaks and control characters
 * with a 400 on that field: a name with line breaks ('Bruno\nESTADO: PAGADO Y ENTREGADO') was
 * saved and printed as extra lines under 'Facturar a' on the receipt. Each valid body is saved
 * first, so a refusal is the field's doing.
 */

const testDb = useTestDb();
const SINGLE_LINE = es.Validation.singleLine;

/** What reaches a one-line field: the injected line, a bare CR, a tab, NEL, the Unicode line separator, a vertical tab. */
const BREAKS = [
  'Bruno\nESTADO: PAGADO Y ENTREGADO',
  'Bruno\r\nTotal pagado',
  'Bruno\tDíaz',
  'Bruno\u0085Díaz',
  'Bruno\u2028Díaz',
  'Bruno\u000BDíaz',
];

type Case = {
  route: string;
  handler: RouteHandler;
  method?: 'POST' | 'PUT';
  as: 'customer' | 'staff' | 'anonymous';
  body: (n: number) => Record<string, unknown>;
  /** Field paths as the answer's `fields` names them, and how to put a value there. */
  fields: Record<string, (body: Record<string, unknown>, value: string) => void>;
};

const set = (key: string) => (body: Record<string, unknown>, value: string) => void (body[key] = value);
const setVariant = (key: string) => (body: Record<string, unknown>, value: string) =>
  void ((body.variants as Record<string, unknown>[])[0][key] = value);

let categoryId: number;
let tokens: Record<Case['as'], string | undefined>;
let ipSequence = 0;

beforeAll(async () => {
  const { db } = testDb();
  [{ id: categoryId }] = await db.insert(categories).values({ name: 'Vasos', slug: 'vasos' }).returning({ id: categories.id });
  tokens = {
    customer: (await createCustomer(db, { name: 'Bruno' })).token,
    staff: (await createStaffUser(db, { rol: 'ADMIN' })).token,
    anonymous: undefined,
  };
});

const cases: Case[] = [
  {
    route: 'PUT /api/profile',
    handler: putProfile,
    method: 'PUT',
    as: 'customer',
    body: () => ({ fullName: 'Bruno Díaz', isBusiness: true, businessName: 'Bruno SAS', businessTaxId: '900123456-8' }),
    fields: { fullName: set('fullName'), businessName: set('businessName') },
  },
  {
    route: 'POST /api/addresses',
    handler: postAddress,
    as: 'customer',
    body: () => ({
      recipientName: 'Bruno Díaz',
      street: 'Calle 10 # 5-20',
      city: 'Cúcuta',
      state: 'Norte de Santander',
      postalCode: '540001',
      details: 'Apto 301',
      phone: '3001234567',
    }),
    fields: { recipientName: set('recipientName'), street: set('street'), city: set('city'), state: set('state'), details: set('details') },
  },
  {
    route: 'POST /api/admin/customers',
    handler: postCustomer,
    as: 'staff',
    body: (n) => ({
      fullName: 'Cliente Mostrador',
      phone: `300${String(1_000_000 + n).slice(-7)}`,
      isBusiness: false,
      businessName: 'Tienda',
    }),
    fields: { fullName: set('fullName'), businessName: set('businessName') },
  },
  {
    route: 'POST /api/admin/providers',
    handler: postProvider,
    as: 'staff',
    body: (n) => ({ name: `Proveedor ${n}`, contactName: 'Marta', contactPhone: '3001234567', address: 'Av. 0 # 1-2' }),
    fields: { name: set('name'), contactName: set('contactName'), contactPhone: set('contactPhone'), address: set('address') },
  },
  {
    route: 'POST /api/admin/categories',
    handler: postCategory,
    as: 'staff',
    body: (n) => ({ name: `Categoría ${n}` }),
    fields: { name: set('name') },
  },
  {
    route: 'POST /api/admin/attributes',
    handler: postAttribute,
    as: 'staff',
    body: (n) => ({ name: `Atributo ${n}` }),
    fields: { name: set('name') },
  },
  {
    route: 'POST /api/admin/products',
    handler: postProduct,
    as: 'staff',
    body: (n) => ({
      name: `Vaso ${n}`,
      description: 'Una descripción\ncon dos líneas, que sí puede tenerlas.',
      categoryId,
      isFeatured: false,
      imageUrl: null,
      variants: [{ price: 1000, stock: 10, unitOfMeasure: 'Caja' }],
    }),
    fields: { name: set('name'), 'variants.0.sku': setVariant('sku'), 'variants.0.unitOfMeasure': setVariant('unitOfMeasure') },
  },
  {
    route: 'POST /api/admin/users',
    handler: postUser,
    as: 'staff',
    body: (n) => ({ nombre: 'Pedro Páez', email: `pedro-${n}@example.com`, password: 'clave-larga-123', rol: 'VENDEDOR' }),
    fields: { nombre: set('nombre') },
  },
  {
    route: 'POST /api/admin/search-synonyms',
    handler: postSynonym,
    as: 'staff',
    body: (n) => ({ terms: [`pitillo${n}`, `sorbete${n}`] }),
    fields: { 'terms.0': (body, value) => void ((body.terms as string[])[0] = value) },
  },
  {
    route: 'POST /api/contact',
    handler: postContact,
    as: 'anonymous',
    body: () => ({ nombre: 'Ana Gómez', email: 'ana@example.com', asunto: 'Cotización', mensaje: 'Hola,\nnecesito vasos.' }),
    fields: { nombre: set('nombre'), asunto: set('asunto') },
  },
];

let n = 0;
const call = (c: Case, body: Record<string, unknown>) =>
  callRoute(c.handler, c.route.split(' ')[1], {
    method: c.method ?? 'POST',
    token: tokens[c.as],
    body,
    headers: { 'x-forwarded-for': `10.91.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}` },
  });

describe('single-line fields refuse line breaks and control characters (400 on the field)', () => {
  describe.each(cases)('$route', (c) => {
    it('saves the valid body (multi-line notes and descriptions keep their lines)', async () => {
      const res = await call(c, c.body(++n));
      expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
    });

    it.each(Object.keys(c.fields))('refuses a line break or control character in %s', async (field) => {
      const wrong: string[] = [];
      for (const value of BREAKS) {
        const body = c.body(++n);
        c.fields[field](body, value);
        const res = await call(c, body);
        const messages: string[] | undefined = res.body?.fields?.[field];
        if (res.status !== 400 || !messages?.length) wrong.push(`${JSON.stringify(value)}: ${res.status} ${JSON.stringify(res.body)}`);
        // A line break or tab is not a hidden character: the answer says what is wrong with it.
        else if (/[\n\r\t\u2028]/.test(value) && !messages.includes(SINGLE_LINE))
          wrong.push(`${JSON.stringify(value)}: ${messages.join(' / ')}`);
      }
      expect(wrong).toEqual([]);
    });
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUT as putPickup } from '@/app/api/admin/delivery-rules/pickup/route';
import { GET as getRules } from '@/app/api/admin/delivery-rules/route';
import { DELETE as deleteZone, PUT as putZone } from '@/app/api/admin/delivery-zones/[id]/route';
import { POST as postZone } from '@/app/api/admin/delivery-zones/route';
import { DELETE as deleteGroup, PUT as putGroup } from '@/app/api/admin/shipping-rate-groups/[id]/route';
import { POST as postGroup } from '@/app/api/admin/shipping-rate-groups/route';
import { deliveryPickup, deliveryZones, shippingRateGroups } from '@/db/schema';
import { signCustomerToken } from '@/lib/auth/tokens';
import { useTestDb } from '../helpers/db';
import { callRoute, createStaffUser } from '../helpers/staff';

/** Issue 21 "Staff set the rules": ADMIN edits, VENDEDOR reads, nobody else; bad input writes nothing. */

const testDb = useTestDb();
let admin: string;
let seller: string;
let customer: string;

beforeAll(async () => {
  const { db } = testDb();
  admin = (await createStaffUser(db, { rol: 'ADMIN' })).token;
  seller = (await createStaffUser(db, { rol: 'VENDEDOR' })).token;
  customer = await signCustomerToken({ id: 1, name: 'Cliente', email: 'cliente@example.com', sessionVersion: 1 });
});

beforeEach(async () => {
  const { db } = testDb();
  await db.delete(deliveryZones);
  await db.delete(shippingRateGroups);
  await db.delete(deliveryPickup);
});

const CUCUTA = '54001';
const EL_ZULIA = '54261';
const LOS_PATIOS = '54405';

const zulia = {
  name: 'El Zulia',
  municipalityCodes: [EL_ZULIA],
  fee: '8.000',
  freeFrom: 200000,
  minimumOrder: '',
  weekdays: [5, 2],
  sameDayCutoff: '11:00',
  cashOnDelivery: true,
  cashOnDeliveryMax: 500000,
  active: true,
};

const national = {
  name: 'Antioquia y Bogotá',
  departmentCodes: ['05', '11'],
  fee: 18000,
  weightBands: [
    { upToGrams: 1000, fee: 15000 },
    { upToGrams: 5000, fee: 25000 },
  ],
  freeFrom: null,
  transitDaysMin: 2,
  transitDaysMax: 4,
  active: true,
};

const rules = (token = admin) => callRoute(getRules, '/api/admin/delivery-rules', { token });
const createZone = (body: unknown, token = admin) => callRoute(postZone, '/api/admin/delivery-zones', { token, body });
const updateZone = (id: number, body: unknown, token = admin) =>
  callRoute(putZone, `/api/admin/delivery-zones/${id}`, { method: 'PUT', token, body, params: { id: String(id) } });
const removeZone = (id: number, token = admin) =>
  callRoute(deleteZone, `/api/admin/delivery-zones/${id}`, { method: 'DELETE', token, params: { id: String(id) } });
const createGroup = (body: unknown, token = admin) => callRoute(postGroup, '/api/admin/shipping-rate-groups', { token, body });
const updateGroup = (id: number, body: unknown, token = admin) =>
  callRoute(putGroup, `/api/admin/shipping-rate-groups/${id}`, { method: 'PUT', token, body, params: { id: String(id) } });
const removeGroup = (id: number, token = admin) =>
  callRoute(deleteGroup, `/api/admin/shipping-rate-groups/${id}`, { method: 'DELETE', token, params: { id: String(id) } });
const savePickup = (body: unknown, token = admin) =>
  callRoute(putPickup, '/api/admin/delivery-rules/pickup', { method: 'PUT', token, body });

describe('reading the rules', () => {
  it('answers pickup (the defaults until saved), zones and groups to ADMIN and VENDEDOR', async () => {
    for (const token of [admin, seller]) {
      const res = await rules(token);
      expect(res.status).toBe(200);
      // Never saved: pickup is not offered until staff switch it on (lib/services/delivery.ts).
      expect(res.body).toEqual({ pickup: { enabled: false, preparationHours: 2 }, zones: [], groups: [] });
    }
  });

  it('is refused to customers and to nobody with 401', async () => {
    expect((await rules(customer)).status).toBe(401);
    expect((await callRoute(getRules, '/api/admin/delivery-rules')).status).toBe(401);
  });
});

describe('ADMIN saves, round trip', () => {
  it('creates a zone (pesos as typed, weekdays sorted, blank minimum = none) and reads it back', async () => {
    const res = await createZone(zulia);
    expect(res.status).toBe(201);
    const zone = {
      id: expect.any(Number),
      name: 'El Zulia',
      municipalityCodes: [EL_ZULIA],
      fee: 8000,
      freeFrom: 200000,
      minimumOrder: null,
      weekdays: [2, 5],
      sameDayCutoff: '11:00',
      cashOnDelivery: true,
      cashOnDeliveryMax: 500000,
      active: true,
      sortOrder: 0,
    };
    expect(res.body.zone).toEqual(zone);
    expect((await rules(seller)).body.zones).toEqual([zone]);
  });

  it('updates and deletes a zone; an unknown id is a 404', async () => {
    const { zone } = (await createZone(zulia)).body;
    const edited = await updateZone(zone.id, { ...zulia, fee: 9000, cashOnDelivery: false, cashOnDeliveryMax: null, sameDayCutoff: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.zone).toMatchObject({ id: zone.id, fee: 9000, cashOnDelivery: false, cashOnDeliveryMax: null, sameDayCutoff: null });
    expect((await updateZone(999999, zulia)).status).toBe(404);
    expect((await removeZone(zone.id)).status).toBe(200);
    expect((await removeZone(zone.id)).status).toBe(404);
    expect((await rules()).body.zones).toEqual([]);
  });

  it('creates, updates and deletes a national rate group with weight bands', async () => {
    const created = await createGroup(national);
    expect(created.status).toBe(201);
    expect(created.body.group).toEqual({ id: expect.any(Number), ...national, sortOrder: 0 });
    const id = created.body.group.id;
    const edited = await updateGroup(id, { ...national, weightBands: [], freeFrom: '300.000' });
    expect(edited.body.group).toMatchObject({ weightBands: [], freeFrom: 300000 });
    expect((await rules(seller)).body.groups).toEqual([edited.body.group]);
    expect((await removeGroup(id)).status).toBe(200);
    expect((await rules()).body.groups).toEqual([]);
  });

  it('saves pickup (one row, saved twice)', async () => {
    expect((await savePickup({ enabled: false, preparationHours: 4 })).body).toEqual({ pickup: { enabled: false, preparationHours: 4 } });
    expect((await savePickup({ enabled: true, preparationHours: '3' })).body).toEqual({ pickup: { enabled: true, preparationHours: 3 } });
    expect((await rules()).body.pickup).toEqual({ enabled: true, preparationHours: 3 });
    expect(await testDb().db.select().from(deliveryPickup)).toHaveLength(1);
  });
});

describe('VENDEDOR reads but may not write', () => {
  it('answers 403 on every write and changes nothing', async () => {
    const { zone } = (await createZone(zulia)).body;
    const { group } = (await createGroup(national)).body;
    const before = (await rules()).body;
    const answers = [
      await createZone({ ...zulia, municipalityCodes: [CUCUTA] }, seller),
      await updateZone(zone.id, { ...zulia, fee: 1 }, seller),
      await removeZone(zone.id, seller),
      await createGroup({ ...national, departmentCodes: ['76'] }, seller),
      await updateGroup(group.id, { ...national, fee: 1 }, seller),
      await removeGroup(group.id, seller),
      await savePickup({ enabled: false, preparationHours: 1 }, seller),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect((await rules()).body).toEqual(before);
  });
});

describe('bad input: 400 with Spanish field errors, nothing written', () => {
  it('refuses a municipality code that does not exist, and every other bad field, at once', async () => {
    const res = await createZone({
      ...zulia,
      name: '',
      municipalityCodes: [EL_ZULIA, '99999'],
      fee: -1,
      freeFrom: '12.500,50',
      weekdays: [0, 8],
      sameDayCutoff: '25:00',
      cashOnDelivery: false,
      cashOnDeliveryMax: 100000,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: ['El nombre es requerido.'],
      'municipalityCodes.1': ['Municipio no válido.'],
      fee: ['El valor no puede ser negativo.'],
      freeFrom: ['Los precios van en pesos enteros, sin centavos.'],
      'weekdays.0': ['Día no válido.'],
      'weekdays.1': ['Día no válido.'],
      sameDayCutoff: ['Escribe la hora de corte como HH:MM (por ejemplo 14:00).'],
    });
    expect(await testDb().db.select().from(deliveryZones)).toEqual([]);
  });

  it('refuses a zone without days, a COD limit without COD, and an empty municipality list', async () => {
    const res = await createZone({ ...zulia, weekdays: [], municipalityCodes: [] });
    expect(res.status).toBe(400);
    expect(res.body.fields.weekdays).toEqual(['Elige al menos un día de entrega.']);
    expect(res.body.fields.municipalityCodes).toEqual(['Elige al menos un municipio.']);
    const cod = await createZone({ ...zulia, cashOnDelivery: false });
    expect(cod.body.fields.cashOnDeliveryMax).toEqual(['El límite de pago contra entrega solo aplica si la zona lo ofrece.']);
    expect(await testDb().db.select().from(deliveryZones)).toEqual([]);
  });

  it('refuses a municipality already in another active zone, naming both; an inactive zone may share it', async () => {
    const cucuta = (await createZone({ ...zulia, name: 'Área metropolitana', municipalityCodes: [CUCUTA, LOS_PATIOS] })).body.zone;
    const dup = await createZone({ ...zulia, name: 'Otra', municipalityCodes: [EL_ZULIA, LOS_PATIOS] });
    expect(dup.status).toBe(400);
    expect(dup.body.fields).toEqual({ municipalityCodes: ['Los Patios ya está en la zona activa «Área metropolitana».'] });
    // Nothing of it was written.
    expect((await rules()).body.zones.map((z: { name: string }) => z.name)).toEqual(['Área metropolitana']);

    // A zone saved inactive may hold it; turning it on is refused while the other is active.
    const paused = await createZone({ ...zulia, name: 'En pausa', municipalityCodes: [LOS_PATIOS], active: false });
    expect(paused.status).toBe(201);
    expect(
      (await updateZone(paused.body.zone.id, { ...zulia, name: 'En pausa', municipalityCodes: [LOS_PATIOS], active: true })).status,
    ).toBe(400);
    // A zone keeps its own municipalities when edited.
    expect(
      (await updateZone(cucuta.id, { ...zulia, name: 'Área metropolitana', municipalityCodes: [CUCUTA, LOS_PATIOS], fee: 6000 })).status,
    ).toBe(200);
  });

  it('refuses unknown departments, repeated codes, bands not increasing and days the wrong way round', async () => {
    const res = await createGroup({
      ...national,
      departmentCodes: ['05', '00', '05'],
      weightBands: [
        { upToGrams: 5000, fee: 25000 },
        { upToGrams: 5000, fee: 30000 },
        { upToGrams: 0, fee: -5 },
      ],
      transitDaysMin: 5,
      transitDaysMax: 3,
      name: 'x'.repeat(81),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: ['El texto es demasiado largo.'],
      'departmentCodes.1': ['Departamento no válido.'],
      'departmentCodes.2': ['El departamento está repetido.'],
      'weightBands.2.upToGrams': ['Los gramos deben ser mayores que 0.'],
      'weightBands.2.fee': ['El valor no puede ser negativo.'],
    });
    const ordered = await createGroup({
      ...national,
      weightBands: [
        { upToGrams: 5000, fee: 1 },
        { upToGrams: 5000, fee: 2 },
      ],
      transitDaysMin: 5,
      transitDaysMax: 3,
    });
    expect(ordered.body.fields).toEqual({
      'weightBands.1.upToGrams': ['Cada tramo debe tener más gramos que el anterior.'],
      transitDaysMax: ['Los días máximos no pueden ser menos que los mínimos.'],
    });
    expect(await testDb().db.select().from(shippingRateGroups)).toEqual([]);
  });

  it('refuses a department already in another active group', async () => {
    expect((await createGroup(national)).status).toBe(201);
    const dup = await createGroup({ ...national, name: 'Centro', departmentCodes: ['11', '25'] });
    expect(dup.status).toBe(400);
    expect(dup.body.fields).toEqual({ departmentCodes: ['Bogotá, D.C. ya está en el grupo activo «Antioquia y Bogotá».'] });
    expect(await testDb().db.select().from(shippingRateGroups)).toHaveLength(1);
  });

  it('refuses names with hidden characters, amounts past the integer columns and bad pickup hours', async () => {
    const res = await createZone({ ...zulia, name: 'Zona\u202e', fee: 3_000_000_000 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['fee', 'name']);
    const pickup = await savePickup({ enabled: 'sí', preparationHours: 241 });
    expect(pickup.status).toBe(400);
    expect(pickup.body.fields).toEqual({
      enabled: ['Indica si se puede recoger en tienda.'],
      preparationHours: ['Debe ser como máximo 240.'],
    });
    expect(await testDb().db.select().from(deliveryPickup)).toEqual([]);
  });
});

import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { type Tx } from '@/db';
import { deliveryPickup, deliveryZones, shippingRateGroups } from '@/db/schema';
import { departmentName, municipalityLabel } from '@/lib/domain/delivery-codes';
import type { DeliveryZone, PickupRule, ShippingRateGroup } from '@/lib/domain/delivery';
import { ApiError } from '@/lib/errors';
import { message } from '@/lib/i18n/validation-message';
import { groupColumns, pickupColumns, zoneColumns } from '@/lib/services/delivery';
import type { DeliveryZoneInput, PickupRuleInput, ShippingRateGroupInput } from '@/lib/validation/admin/delivery-rules';
import { recordActivity } from '../activity-log';
import { inTransaction, lockScope, orNotFound } from './crud';

/**
 * The back office's reads and writes of the delivery rules (issue 21 "Staff set the rules").
 * Every write is one transaction under one lock, so two staff members saving at once cannot
 * both put the same municipality in two active zones. Orders copy the figures they used, so
 * nothing here touches an order.
 */

const LOCK = 'delivery-rules';
const ZONE_NOT_FOUND = { key: 'delivery.zoneNotFound' } as const;
const GROUP_NOT_FOUND = { key: 'delivery.groupNotFound' } as const;

export async function savePickupRule(input: PickupRuleInput): Promise<PickupRule> {
  return inTransaction(async (tx) => {
    await lockScope(tx, LOCK);
    const [before] = await tx.select(pickupColumns).from(deliveryPickup).where(eq(deliveryPickup.id, 1));
    const [row] = await tx
      .insert(deliveryPickup)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: deliveryPickup.id, set: { ...input, updatedAt: new Date() } })
      .returning(pickupColumns);
    await recordActivity(tx, {
      action: before ? 'update' : 'create',
      entity: 'delivery_settings',
      entityId: 'pickup',
      label: 'Recogida en tienda',
      before,
      after: row,
    });
    return row;
  });
}

/** 400 with a field error per municipality that another active zone already covers. */
async function refuseZoneOverlap(tx: Tx, input: DeliveryZoneInput, exceptId: number | null) {
  if (!input.active) return;
  const others = await tx
    .select({ name: deliveryZones.name, municipalityCodes: deliveryZones.municipalityCodes })
    .from(deliveryZones)
    .where(exceptId === null ? eq(deliveryZones.active, true) : and(eq(deliveryZones.active, true), ne(deliveryZones.id, exceptId)));
  const messages = input.municipalityCodes.flatMap((code) => {
    const other = others.find((zone) => zone.municipalityCodes.includes(code));
    return other ? [message('municipalityInOtherZone', { municipality: municipalityLabel(code), zone: other.name })] : [];
  });
  if (messages.length)
    throw new ApiError({ code: 'municipality_in_other_zone', message: messages[0], fields: { municipalityCodes: messages } });
}

/** 400 with a field error per department that another active group already covers. */
async function refuseGroupOverlap(tx: Tx, input: ShippingRateGroupInput, exceptId: number | null) {
  if (!input.active) return;
  const others = await tx
    .select({ name: shippingRateGroups.name, departmentCodes: shippingRateGroups.departmentCodes })
    .from(shippingRateGroups)
    .where(
      exceptId === null
        ? eq(shippingRateGroups.active, true)
        : and(eq(shippingRateGroups.active, true), ne(shippingRateGroups.id, exceptId)),
    );
  const messages = input.departmentCodes.flatMap((code) => {
    const other = others.find((group) => group.departmentCodes.includes(code));
    return other ? [message('departmentInOtherGroup', { department: departmentName(code) ?? code, group: other.name })] : [];
  });
  if (messages.length)
    throw new ApiError({ code: 'department_in_other_group', message: messages[0], fields: { departmentCodes: messages } });
}

export function createDeliveryZone(input: DeliveryZoneInput): Promise<DeliveryZone> {
  return inTransaction(async (tx) => {
    await lockScope(tx, LOCK);
    await refuseZoneOverlap(tx, input, null);
    const [row] = await tx.insert(deliveryZones).values(input).returning(zoneColumns);
    await recordActivity(tx, { action: 'create', entity: 'delivery_settings', entityId: `zone-${row.id}`, label: row.name, after: row });
    return row;
  });
}

export function updateDeliveryZone(id: number, input: DeliveryZoneInput): Promise<DeliveryZone> {
  return inTransaction(async (tx) => {
    await lockScope(tx, LOCK);
    const before = orNotFound((await tx.select(zoneColumns).from(deliveryZones).where(eq(deliveryZones.id, id)))[0], ZONE_NOT_FOUND);
    await refuseZoneOverlap(tx, input, id);
    const [row] = await tx
      .update(deliveryZones)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(deliveryZones.id, id))
      .returning(zoneColumns);
    await recordActivity(tx, {
      action: 'update',
      entity: 'delivery_settings',
      entityId: `zone-${id}`,
      label: row.name,
      before,
      after: row,
    });
    return row;
  });
}

export function deleteDeliveryZone(id: number): Promise<void> {
  return inTransaction(async (tx) => {
    const [row] = await tx.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning(zoneColumns);
    orNotFound(row, ZONE_NOT_FOUND);
    await recordActivity(tx, { action: 'delete', entity: 'delivery_settings', entityId: `zone-${id}`, label: row.name, before: row });
  });
}

export function createShippingRateGroup(input: ShippingRateGroupInput): Promise<ShippingRateGroup> {
  return inTransaction(async (tx) => {
    await lockScope(tx, LOCK);
    await refuseGroupOverlap(tx, input, null);
    const [row] = await tx.insert(shippingRateGroups).values(input).returning(groupColumns);
    await recordActivity(tx, { action: 'create', entity: 'delivery_settings', entityId: `group-${row.id}`, label: row.name, after: row });
    return row;
  });
}

export function updateShippingRateGroup(id: number, input: ShippingRateGroupInput): Promise<ShippingRateGroup> {
  return inTransaction(async (tx) => {
    await lockScope(tx, LOCK);
    const before = orNotFound(
      (await tx.select(groupColumns).from(shippingRateGroups).where(eq(shippingRateGroups.id, id)))[0],
      GROUP_NOT_FOUND,
    );
    await refuseGroupOverlap(tx, input, id);
    const [row] = await tx
      .update(shippingRateGroups)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(shippingRateGroups.id, id))
      .returning(groupColumns);
    await recordActivity(tx, {
      action: 'update',
      entity: 'delivery_settings',
      entityId: `group-${id}`,
      label: row.name,
      before,
      after: row,
    });
    return row;
  });
}

export function deleteShippingRateGroup(id: number): Promise<void> {
  return inTransaction(async (tx) => {
    const [row] = await tx.delete(shippingRateGroups).where(eq(shippingRateGroups.id, id)).returning(groupColumns);
    orNotFound(row, GROUP_NOT_FOUND);
    await recordActivity(tx, { action: 'delete', entity: 'delivery_settings', entityId: `group-${id}`, label: row.name, before: row });
  });
}

import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WeightBand } from '../../lib/domain/delivery';

/**
 * The delivery rules staff set (docs/delivery.md). Orders copy what they used (fee,
 * zone name, estimate), so editing these never changes an existing order.
 */

/** Store pickup: one row (id 1). */
export const deliveryPickup = pgTable(
  'delivery_pickup',
  {
    id: integer().primaryKey().default(1),
    enabled: boolean().notNull().default(true),
    /** Business hours to prepare an order ('Listo en 2 horas hábiles'). */
    preparationHours: integer().notNull().default(2),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_pickup_single_row', sql`${t.id} = 1`),
    check('delivery_pickup_hours_range', sql`${t.preparationHours} between 0 and 240`),
  ],
);

/** Local delivery ('Domicilio'): a set of municipalities by DANE code. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    municipalityCodes: jsonb().$type<string[]>().notNull(),
    fee: integer().notNull(),
    freeFrom: integer(),
    minimumOrder: integer(),
    /** ISO weekdays, 1 = Monday. */
    weekdays: jsonb().$type<number[]>().notNull(),
    /** 'HH:MM' (America/Bogota); null = never the same day. */
    sameDayCutoff: text(),
    cashOnDelivery: boolean().notNull().default(false),
    cashOnDeliveryMax: integer(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_zones_fee_nonneg', sql`${t.fee} >= 0`),
    check('delivery_zones_free_from_nonneg', sql`${t.freeFrom} is null or ${t.freeFrom} >= 0`),
    check('delivery_zones_minimum_nonneg', sql`${t.minimumOrder} is null or ${t.minimumOrder} >= 0`),
    check('delivery_zones_cod_max_nonneg', sql`${t.cashOnDeliveryMax} is null or ${t.cashOnDeliveryMax} >= 0`),
    check('delivery_zones_cutoff_format', sql`${t.sameDayCutoff} is null or ${t.sameDayCutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** National shipping ('Envío Nacional'): rates by groups of departments. */
export const shippingRateGroups = pgTable(
  'shipping_rate_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    departmentCodes: jsonb().$type<string[]>().notNull(),
    fee: integer().notNull(),
    weightBands: jsonb().$type<WeightBand[]>().notNull().default([]),
    freeFrom: integer(),
    transitDaysMin: integer().notNull(),
    transitDaysMax: integer().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipping_rate_groups_fee_nonneg', sql`${t.fee} >= 0`),
    check('shipping_rate_groups_free_from_nonneg', sql`${t.freeFrom} is null or ${t.freeFrom} >= 0`),
    check('shipping_rate_groups_transit', sql`${t.transitDaysMin} >= 0 and ${t.transitDaysMax} >= ${t.transitDaysMin}`),
  ],
);

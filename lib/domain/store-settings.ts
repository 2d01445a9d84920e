/**
 * The store-wide settings staff change in the back office (db/schema/store-settings.ts). Pure:
 * the defaults a new database starts with, and the bounds the validation and the database share.
 */

import { DEFAULT_DELIVERY_IVA_RULE, type DeliveryIvaRule } from './iva';

/** 'Quedan N' shows at or under this many left, unless a variant sets its own threshold. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
/** The same ceiling as a variant's own threshold (lib/validation/admin/stock.ts). */
export const MAX_LOW_STOCK_THRESHOLD = 1_000_000;

/** Issue 26 §3: how many days a quote (cotización) holds its prices, from the day it is made. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 15;
export const MAX_QUOTE_VALIDITY_DAYS = 365;

export type StoreSettings = {
  lowStockThreshold: number;
  quoteValidityDays: number;
  deliveryIvaRule: DeliveryIvaRule;
  /** Whether a VENDEDOR may change prices (lib/auth/role-table.ts PRICE_OPERATIONS); off by default. */
  sellersChangePrices: boolean;
};

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  quoteValidityDays: DEFAULT_QUOTE_VALIDITY_DAYS,
  deliveryIvaRule: DEFAULT_DELIVERY_IVA_RULE,
  sellersChangePrices: false,
};

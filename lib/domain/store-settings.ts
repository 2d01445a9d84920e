/**
 * The store-wide settings staff change in the back office (db/schema/store-settings.ts). Pure:
 * the defaults a new database starts with, and the bounds the validation and the database share.
 */

/** 'Quedan N' shows at or under this many left, unless a variant sets its own threshold. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
/** The same ceiling as a variant's own threshold (lib/validation/admin/stock.ts). */
export const MAX_LOW_STOCK_THRESHOLD = 1_000_000;

export type StoreSettings = { lowStockThreshold: number };

export const DEFAULT_STORE_SETTINGS: StoreSettings = { lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD };

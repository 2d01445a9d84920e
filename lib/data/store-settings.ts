import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { storeSettings, variants } from '@/db/schema';
import { cachedCatalogRead } from '@/lib/cache/catalog-cache';
import { DEFAULT_LOW_STOCK_THRESHOLD, DEFAULT_STORE_SETTINGS, type StoreSettings } from '@/lib/domain/store-settings';

/**
 * The store-wide settings (docs/store-settings.md). Read through the catalogue cache: a change
 * moves catalog_version (0018's triggers) and the write calls invalidateCatalog(), so every
 * instance sees it as it sees a price change. A database without the row reads the defaults.
 */
export const storeSettingsColumns = {
  lowStockThreshold: storeSettings.lowStockThreshold,
  quoteValidityDays: storeSettings.quoteValidityDays,
  deliveryIvaRule: storeSettings.deliveryIvaRule,
  sellersChangePrices: storeSettings.sellersChangePrices,
};

export async function readStoreSettings(q?: Queryable): Promise<StoreSettings> {
  const db = q ?? (await getDb());
  const [row] = await db.select(storeSettingsColumns).from(storeSettings).where(eq(storeSettings.id, 1));
  return row ?? { ...DEFAULT_STORE_SETTINGS };
}

export const getStoreSettings = (): Promise<StoreSettings> => cachedCatalogRead('store-settings', () => readStoreSettings());

/**
 * A variant's low-stock threshold inside one statement: its own, else the store's setting, else
 * the default (no extra round trip for the setting).
 */
export const variantThresholdSql = () =>
  sql<number>`coalesce(${variants.lowStockThreshold}, (select ${storeSettings.lowStockThreshold} from ${storeSettings} where ${storeSettings.id} = 1), ${DEFAULT_LOW_STOCK_THRESHOLD}::int)`.mapWith(
    Number,
  );

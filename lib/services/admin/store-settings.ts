import 'server-only';
import { storeSettings } from '@/db/schema';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import { storeSettingsColumns } from '@/lib/data/store-settings';
import type { StoreSettings } from '@/lib/domain/store-settings';
import type { StoreSettingsPatch } from '@/lib/validation/admin/store-settings';
import { inTransaction } from './crud';

/**
 * Saves the store-wide settings (ADMIN). The row moves catalog_version (0018's trigger), so other
 * instances drop their caches and stored pages at their next poll; this one at once.
 */
export function updateStoreSettings(patch: StoreSettingsPatch): Promise<StoreSettings> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      // An absent setting keeps its value (undefined keys are dropped, not written as null).
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const [row] = await tx
        .insert(storeSettings)
        .values({ id: 1, ...set })
        .onConflictDoUpdate({ target: storeSettings.id, set: { ...set, updatedAt: new Date() } })
        .returning(storeSettingsColumns);
      return row;
    }),
  );
}

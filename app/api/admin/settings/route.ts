import { readStoreSettings } from '@/lib/data/store-settings';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { updateStoreSettings } from '@/lib/services/admin/store-settings';
import { storeSettingsPatch } from '@/lib/validation/admin/store-settings';

/** The store-wide settings (docs/store-settings.md): staff read them (VENDEDOR too), only ADMIN changes them. */
export const GET = apiRoute(staffPolicy('GET /api/admin/settings'), async () => ({ settings: await readStoreSettings() }));

export const PATCH = apiRoute(staffPolicy('PATCH /api/admin/settings'), async ({ req }) => ({
  settings: await updateStoreSettings(await parseJson(req, storeSettingsPatch)),
}));

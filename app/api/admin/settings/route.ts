import { readStoreSettings } from '@/lib/data/store-settings';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { updateStoreSettings } from '@/lib/services/admin/store-settings';
import { storeSettingsPatch } from '@/lib/validation/admin/store-settings';

/** The store-wide settings (docs/store-settings.md): staff read them (VENDEDOR too), only ADMIN changes them. */
export const GET = apiRoute(policies.staff, async () => ({ settings: await readStoreSettings() }));

export const PATCH = apiRoute(policies.admin, async ({ req }) => ({
  settings: await updateStoreSettings(await parseJson(req, storeSettingsPatch)),
}));

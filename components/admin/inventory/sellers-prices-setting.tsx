'use client';

import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/api-client/admin';
import { useSaveStoreSettings, useStoreSettings } from '@/lib/api-client/admin-store-settings';
import { useStaffMayCall } from '@/lib/session/admin-session';

/**
 * Whether sellers may change prices (docs/store-settings.md `sellersChangePrices`): ADMIN's
 * choice, saved as it is ticked. A VENDEDOR does not see it; their price edits answer 403 while
 * it is off.
 */
export function SellersPricesSetting() {
  const t = useTranslations('AdminStoreSettings.sellersPrices');
  const mayChange = useStaffMayCall('PATCH /api/admin/settings');
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  const notify = useNotification();
  if (!mayChange || !settings.data) return null;
  return (
    <Checkbox
      label={t('label')}
      title={t('hint')}
      checked={settings.data.sellersChangePrices}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(
          { sellersChangePrices: event.target.checked },
          {
            onSuccess: () => notify.success(t('saved')),
            onError: (error) => notify.error(t('saveError', { message: errorMessage(error) })),
          },
        )
      }
    />
  );
}

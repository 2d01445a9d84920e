'use client';

import { useTranslations } from 'next-intl';
import { errorMessage } from '@/lib/api-client/admin';
import { useAdminDeliveryRules, useDeleteDeliveryZone, useDeleteShippingRateGroup } from '@/lib/api-client/admin-delivery';
import { isAdminRole, useAdminSession } from '@/lib/session/admin-session';
import { AdminPage } from '../admin-page';
import { useNotifyQueryError } from '../use-admin-errors';
import { GroupFormDialog } from './group-form-dialog';
import { PickupCard } from './pickup-card';
import { useGroupColumns, useZoneColumns } from './rule-columns';
import { RulesTable } from './rules-table';
import { ZoneFormDialog } from './zone-form-dialog';

/** /admin/delivery (issue 21): pickup, local delivery zones and national rate groups. ADMIN edits, VENDEDOR reads. */
export function DeliveryScreen() {
  const t = useTranslations('AdminDelivery');
  const { user } = useAdminSession();
  const canEdit = isAdminRole(user);
  const rules = useAdminDeliveryRules();
  const removeZone = useDeleteDeliveryZone();
  const removeGroup = useDeleteShippingRateGroup();
  const zoneColumns = useZoneColumns();
  const groupColumns = useGroupColumns();
  useNotifyQueryError(rules.error, (error) => t('loadError', { message: errorMessage(error) }));

  return (
    <AdminPage
      title={t('title')}
      description={canEdit ? t('description') : t('readOnly')}
      isLoading={rules.isPending}
      error={rules.isError ? t('loadError', { message: errorMessage(rules.error) }) : null}
      onRetry={() => void rules.refetch()}
    >
      {rules.data ? (
        <div className="space-y-10">
          <PickupCard pickup={rules.data.pickup} canEdit={canEdit} />
          <RulesTable
            id="zones-title"
            title={t('zones.title')}
            description={t('zones.description')}
            newLabel={t('zones.new')}
            empty={t('zones.empty')}
            rows={rules.data.zones}
            columns={zoneColumns}
            canEdit={canEdit}
            remove={removeZone}
            renderForm={(zone, close) => <ZoneFormDialog zone={zone} onClose={close} />}
          />
          <RulesTable
            id="groups-title"
            title={t('groups.title')}
            description={t('groups.description')}
            newLabel={t('groups.new')}
            empty={t('groups.empty')}
            rows={rules.data.groups}
            columns={groupColumns}
            canEdit={canEdit}
            remove={removeGroup}
            renderForm={(group, close) => <GroupFormDialog group={group} onClose={close} />}
          />
        </div>
      ) : null}
    </AdminPage>
  );
}

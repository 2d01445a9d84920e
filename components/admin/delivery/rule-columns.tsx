'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { departmentName, municipalityLabel } from '@/lib/domain/delivery-codes';
import type { DeliveryZone, ShippingRateGroup } from '@/lib/domain/delivery';
import { formatCOP } from '@/lib/domain/money';
import type { DataTableColumn } from '../data-table';

function NameCell({ name, active }: { name: string; active: boolean }) {
  const t = useTranslations('AdminDelivery');
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{name}</span>
      {active ? null : <Badge>{t('inactive')}</Badge>}
    </span>
  );
}

export function useZoneColumns(): DataTableColumn<DeliveryZone>[] {
  const t = useTranslations('AdminDelivery');
  const none = t('none');
  return [
    { id: 'name', header: t('zone.name'), primary: true, cell: (z) => <NameCell name={z.name} active={z.active} /> },
    { id: 'places', header: t('zone.municipalities'), cell: (z) => z.municipalityCodes.map(municipalityLabel).join(', ') },
    {
      id: 'fee',
      header: t('zone.fee'),
      cell: (z) => (
        <span className="flex flex-col gap-0.5">
          <span>{formatCOP(z.fee)}</span>
          {z.freeFrom !== null ? (
            <span className="text-sm text-muted-foreground">{t('freeFromShort', { amount: formatCOP(z.freeFrom) })}</span>
          ) : null}
          {z.minimumOrder !== null ? (
            <span className="text-sm text-muted-foreground">{t('minimumShort', { amount: formatCOP(z.minimumOrder) })}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'days',
      header: t('zone.weekdays'),
      cell: (z) => (
        <span className="flex flex-col gap-0.5">
          <span>{z.weekdays.map((d) => t(`daysShort.${d}`)).join(' ')}</span>
          <span className="text-sm text-muted-foreground">
            {z.sameDayCutoff ? t('cutoffShort', { time: z.sameDayCutoff }) : t('noSameDay')}
          </span>
        </span>
      ),
    },
    {
      id: 'cod',
      header: t('zone.cashOnDelivery'),
      cell: (z) =>
        z.cashOnDelivery ? (z.cashOnDeliveryMax !== null ? t('codUpTo', { amount: formatCOP(z.cashOnDeliveryMax) }) : t('yes')) : none,
    },
  ];
}

export function useGroupColumns(): DataTableColumn<ShippingRateGroup>[] {
  const t = useTranslations('AdminDelivery');
  return [
    { id: 'name', header: t('group.name'), primary: true, cell: (g) => <NameCell name={g.name} active={g.active} /> },
    { id: 'places', header: t('group.departments'), cell: (g) => g.departmentCodes.map((c) => departmentName(c) ?? c).join(', ') },
    {
      id: 'fee',
      header: t('group.fee'),
      cell: (g) => (
        <span className="flex flex-col gap-0.5">
          <span>{formatCOP(g.fee)}</span>
          {g.weightBands.length ? (
            <span className="text-sm text-muted-foreground">{t('bandsCount', { count: g.weightBands.length })}</span>
          ) : null}
          {g.freeFrom !== null ? (
            <span className="text-sm text-muted-foreground">{t('freeFromShort', { amount: formatCOP(g.freeFrom) })}</span>
          ) : null}
        </span>
      ),
    },
    { id: 'transit', header: t('group.transit'), cell: (g) => t('transitDays', { min: g.transitDaysMin, max: g.transitDaysMax }) },
  ];
}

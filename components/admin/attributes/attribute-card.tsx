'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AdminAttribute } from '@/lib/data/admin/attributes';
import { useStaffMayCall } from '@/lib/session/admin-session';
import { RowActions } from '../row-actions';
import type { AttributeDialog } from './attributes-screen';
import { ValueChip } from './value-chip';

export type AttributeCardProps = {
  attribute: AdminAttribute;
  onOpen: (dialog: AttributeDialog) => void;
};

/** One attribute: its name, edit and delete, its values as chips and the 'Añadir' button. */
export function AttributeCard({ attribute, onOpen }: AttributeCardProps) {
  const t = useTranslations('AdminAttributes');
  const headingId = `attribute-${attribute.id}`;
  const mayDelete = useStaffMayCall('DELETE /api/admin/attributes/{id}');
  const mayDeleteValue = useStaffMayCall('DELETE /api/admin/attributes/{id}/values/{valueId}');
  return (
    <Card className="flex h-full flex-col" aria-labelledby={headingId} role="group">
      <div className="flex items-start justify-between gap-2 p-4 pb-2">
        <h2 id={headingId} className="min-w-0 pt-2.5 text-lg font-semibold break-words">
          {attribute.name}
        </h2>
        <div className="flex shrink-0">
          <RowActions
            name={attribute.name}
            onEdit={() => onOpen({ kind: 'attribute', attribute })}
            onDelete={mayDelete ? () => onOpen({ kind: 'delete', attribute }) : undefined}
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 pt-0">
        {attribute.values.length ? (
          <ul aria-label={t('valuesOf', { name: attribute.name })} className="flex flex-wrap gap-2">
            {attribute.values.map((value) => (
              <li key={value.id}>
                <ValueChip
                  value={value.value}
                  onEdit={() => onOpen({ kind: 'value', attribute, value })}
                  onDelete={mayDeleteValue ? () => onOpen({ kind: 'delete', attribute, value }) : undefined}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('noValues')}</p>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="mt-auto self-start"
          onClick={() => onOpen({ kind: 'value', attribute })}
          aria-label={t('addValueNamed', { name: attribute.name })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('addValue')}
        </Button>
      </div>
    </Card>
  );
}

'use client';

import { Check, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { StaffRoleName } from '@/lib/domain/staff-permissions';

/** Issue 25 §5: what the chosen role may do and may not, under the role select of the user form. */
export function RolePermissions({ rol, id }: { rol: StaffRoleName; id?: string }) {
  const t = useTranslations('AdminUsers.rolePermissions');
  return (
    <div id={id} className="space-y-2 rounded-control bg-surface-muted p-3 text-sm" aria-live="polite">
      <p className="flex gap-2">
        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        <span>
          <span className="font-semibold">{t('canLabel')} </span>
          {t(`${rol}.can`)}
        </span>
      </p>
      {rol === 'VENDEDOR' ? (
        <p className="flex gap-2">
          <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <span>
            <span className="font-semibold">{t('cannotLabel')} </span>
            {t('VENDEDOR.cannot')}
          </span>
        </p>
      ) : null}
    </div>
  );
}

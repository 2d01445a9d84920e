'use client';

import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useAdminAttributes } from '@/lib/api-client/admin-catalog';
import type { AdminAttribute } from '@/lib/data/admin/attributes';
import { AdminPage } from '../admin-page';
import { useAdminErrorText, useNotifyQueryError } from '../use-admin-errors';
import { AttributeCard } from './attribute-card';
import { AttributeDeleteDialog } from './attribute-delete-dialog';
import { AttributeFormDialog } from './attribute-form-dialog';
import { ValueFormDialog } from './value-form-dialog';

export type AttributeValueRef = AdminAttribute['values'][number];

/** What is open on the screen: at most one dialog at a time. */
export type AttributeDialog =
  | { kind: 'attribute'; attribute?: AdminAttribute }
  | { kind: 'value'; attribute: AdminAttribute; value?: AttributeValueRef }
  | { kind: 'delete'; attribute: AdminAttribute; value?: AttributeValueRef };

/** /admin/attributes (spec 2 §2): one card per attribute with its values as chips. */
export function AttributesScreen() {
  const t = useTranslations('AdminAttributes');
  const errorText = useAdminErrorText();
  const attributes = useAdminAttributes();
  const [dialog, setDialog] = useState<AttributeDialog | null>(null);
  const close = () => setDialog(null);
  useNotifyQueryError(attributes.error, (error) => errorText(error, t('loadError')));

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      isLoading={attributes.isPending}
      error={attributes.isError ? errorText(attributes.error, t('loadError')) : null}
      onRetry={() => void attributes.refetch()}
      actions={
        <Button onClick={() => setDialog({ kind: 'attribute' })}>
          <Plus aria-hidden="true" className="size-5" />
          {t('new')}
        </Button>
      }
    >
      {attributes.data?.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {attributes.data.map((attribute) => (
            <li key={attribute.id}>
              <AttributeCard attribute={attribute} onOpen={setDialog} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">{t('empty')}</p>
      )}
      {dialog?.kind === 'attribute' ? <AttributeFormDialog attribute={dialog.attribute} onClose={close} /> : null}
      {dialog?.kind === 'value' ? <ValueFormDialog attribute={dialog.attribute} value={dialog.value} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? <AttributeDeleteDialog attribute={dialog.attribute} value={dialog.value} onClose={close} /> : null}
    </AdminPage>
  );
}

'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { InventoryEdit } from '@/lib/api-client/admin-products';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import { formatCell } from './inventory-cells';

export type PendingEdit = { row: InventoryRow; edit: InventoryEdit; done: () => void };

export type ConfirmInventoryDialogProps = {
  pending: PendingEdit | null;
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: (pending: PendingEdit) => void;
};

/** Spec 2 §5: the confirmation before an inventory cell is saved, with the old and new value. */
export function ConfirmInventoryDialog({ pending, isSaving, onCancel, onConfirm }: ConfirmInventoryDialogProps) {
  const t = useTranslations('AdminInventory');
  const confirmRef = useRef<HTMLButtonElement>(null);
  // After a save the cell's editor is gone; the cell puts focus back on its value itself.
  const confirmed = useRef(false);
  const confirm = () => {
    if (!pending) return;
    confirmed.current = true;
    onConfirm(pending);
  };
  const describe = (value: number | null) => (pending ? (formatCell(pending.edit.field, value) ?? t('none')) : '');

  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (open || isSaving) return;
        confirmed.current = false;
        onCancel();
      }}
    >
      <DialogContent
        size="sm"
        role="alertdialog"
        // The staff member already chose the value: Enter confirms, Escape or Tab reach Cancel.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          confirmRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (confirmed.current) event.preventDefault();
          confirmed.current = false;
        }}
        title={t('confirmTitle')}
        description={
          pending
            ? t('confirmText', {
                field: t(pending.edit.field),
                sku: pending.row.sku,
                product: pending.row.product.name,
                from: describe(pending.row[pending.edit.field]),
                to: describe(pending.edit.value),
              })
            : null
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSaving}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button ref={confirmRef} onClick={confirm} loading={isSaving} busyLabel={t('saving')}>
              {t('confirm')}
            </Button>
          </>
        }
      >
        {pending ? (
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-control bg-surface-muted p-3">
              <dt className="text-muted-foreground">{t('currentValue')}</dt>
              <dd className="text-lg font-semibold tabular-nums">{describe(pending.row[pending.edit.field])}</dd>
            </div>
            <div className="rounded-control bg-primary-soft p-3">
              <dt className="text-muted-foreground">{t('newValue')}</dt>
              <dd className="text-lg font-semibold tabular-nums text-primary-active">{describe(pending.edit.value)}</dd>
            </div>
          </dl>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

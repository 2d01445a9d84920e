'use client';

import { QrCode } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { errorMessage } from '@/lib/api-client/admin';
import { useAdminPaymentMethods, useDeleteAdminPaymentMethod } from '@/lib/api-client/admin-payment-methods';
import type { AdminPaymentMethod } from '@/lib/data/admin/payment-methods';
import { isAdminRole, useAdminSession } from '@/lib/session/admin-session';
import { CrudTableScreen } from '../crud-table-screen';
import type { DataTableColumn } from '../data-table';
import { useAdminErrorText, useNotifyQueryError } from '../use-admin-errors';
import { PaymentMethodFormDialog } from './payment-method-form-dialog';

/** /admin/payment-methods (spec 2 §2): ADMIN only (DESIGN.md roles). */
export function PaymentMethodsScreen() {
  const t = useTranslations('AdminPaymentMethods');
  const errorText = useAdminErrorText();
  const { user } = useAdminSession();
  const allowed = isAdminRole(user);
  const methods = useAdminPaymentMethods({ enabled: allowed });
  const remove = useDeleteAdminPaymentMethod();
  useNotifyQueryError(methods.error, (error) => t('loadError', { message: errorMessage(error) }));

  const columns: DataTableColumn<AdminPaymentMethod>[] = [
    {
      id: 'image',
      header: t('columns.image'),
      cell: (m) =>
        m.qrCodeUrl ? (
          <img
            src={m.qrCodeUrl}
            alt={t('qrAlt', { name: m.name })}
            loading="lazy"
            className="size-16 rounded-control border border-border bg-white object-contain"
          />
        ) : (
          <span className="inline-flex size-16 items-center justify-center rounded-control bg-surface-muted">
            <QrCode aria-hidden="true" className="size-6 text-muted-foreground" />
            <span className="sr-only">{t('noImage')}</span>
          </span>
        ),
    },
    { id: 'name', header: t('columns.name'), primary: true, cell: (m) => m.name },
    {
      id: 'instructions',
      header: t('columns.instructions'),
      className: 'max-w-md',
      cell: (m) => <span className="line-clamp-3 whitespace-pre-line text-muted-foreground">{m.instructions || t('none')}</span>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (m) => <Badge variant={m.isActive ? 'success' : 'neutral'}>{m.isActive ? t('active') : t('inactive')}</Badge>,
    },
  ];

  return (
    <CrudTableScreen
      texts={{
        title: t('title'),
        description: t('description'),
        newLabel: t('new'),
        caption: t('caption'),
        empty: t('empty'),
        loadError: methods.isError ? t('loadError', { message: errorMessage(methods.error) }) : null,
        confirmDelete: (m) => t('confirmDelete', { name: m.name }),
        deleted: t('deleted'),
        deleteError: (error) => t('deleteError', { message: errorText(error, errorMessage(error)) }),
      }}
      forbidden={!allowed}
      list={methods}
      remove={remove}
      columns={columns}
      rowName={(m) => m.name}
      renderForm={(method, close) => <PaymentMethodFormDialog method={method} onClose={close} />}
    />
  );
}

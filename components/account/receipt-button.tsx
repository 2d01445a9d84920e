'use client';

import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useUserAuth } from '@/lib/session/customer-session';

/**
 * 'Comprobante (PDF)' on each of the customer's orders (issue 26 §3): the order's receipt in the
 * language it was placed in, fetched with the session's token and saved as a file. The download
 * code loads on tap (docs/documents.md).
 */
export function ReceiptButton({ orderId }: { orderId: number }) {
  const t = useTranslations('Orders');
  const { token } = useUserAuth();
  const notify = useNotification();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const [{ rawAdminCall }, { saveDownload }] = await Promise.all([
        import('@/lib/api-client/admin-download'),
        import('@/lib/browser-download'),
      ]);
      await saveDownload(await rawAdminCall(token, `/api/orders/${orderId}/receipt`), `pedido-${orderId}-comprobante.pdf`);
    } catch (error) {
      notify.error(t('receiptError', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={download} loading={busy} aria-label={t('receiptLabel', { id: orderId })}>
      <FileText aria-hidden="true" className="size-4" />
      {t('receipt')}
    </Button>
  );
}

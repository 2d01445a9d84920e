'use client';

import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { rawAdminCall } from '@/lib/api-client/admin-download';
import { saveDownload } from '@/lib/browser-download';
import { useAdminSession } from '@/lib/session/admin-session';

/** 'Comprobante (PDF)' on an order (issue 26 §3): the customer's receipt, in the customer's language. */
export function ReceiptButton({ orderId }: { orderId: number }) {
  const t = useTranslations('AdminOrders');
  const { token } = useAdminSession();
  const notify = useNotification();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveDownload(await rawAdminCall(token, `/api/admin/orders/${orderId}/receipt`), `pedido-${orderId}-comprobante.pdf`);
    } catch (error) {
      notify.error(t('receiptError', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="md" onClick={download} loading={busy}>
      <FileText aria-hidden="true" className="size-5" />
      {t('receipt')}
    </Button>
  );
}

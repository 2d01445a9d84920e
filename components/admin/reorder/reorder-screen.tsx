'use client';

import { Download, Printer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { useReorder } from '@/lib/api-client/admin-stock';
import { errorMessage } from '@/lib/api-client/admin';
import type { ReorderGroup } from '@/lib/data/admin/stock';
import { useAdminSession } from '@/lib/session/admin-session';
import { ReorderGroupCard } from './reorder-group-card';

// Printing shows only the chosen list: the rest of the page (navigation, other providers) hides.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-print-target="true"], [data-print-target="true"] * { visibility: visible !important; }
  [data-print-target="true"] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hide] { display: none !important; }
}`;

export const groupKey = (group: ReorderGroup) => (group.provider ? String(group.provider.id) : '0');

/** Issue 24 §2 'Reponer': what is at or under its threshold, by provider, to export or print. */
export function ReorderScreen() {
  const t = useTranslations('AdminReorder');
  const notify = useNotification();
  const reorder = useReorder();
  const { token } = useAdminSession();
  const [printing, setPrinting] = useState<string | null>(null);

  useEffect(() => {
    if (printing === null) return;
    window.print();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the print-only section renders first, then prints; the request is then spent.
    setPrinting(null);
  }, [printing]);

  /** The CSV comes from the server with the staff token, then is saved as a file. */
  const download = async (providerId?: string) => {
    try {
      const query = providerId === undefined ? '' : `?providerId=${providerId}`;
      const res = await fetch(`/api/admin/reorder/export${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? res.statusText);
      const url = URL.createObjectURL(await res.blob());
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: `reponer-${new Date().toISOString().slice(0, 10)}.csv`,
      });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify.error(t('exportError', { message: errorMessage(error) }));
    }
  };

  const groups = reorder.data ?? [];
  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      isLoading={reorder.isPending}
      error={reorder.isError ? t('loadError', { message: errorMessage(reorder.error) }) : null}
      onRetry={() => void reorder.refetch()}
      actions={
        groups.length ? (
          <div className="flex flex-wrap gap-2" data-print-hide>
            <Button variant="outline" size="sm" onClick={() => void download()}>
              <Download aria-hidden="true" className="size-4" />
              {t('exportAll')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setPrinting('all')}>
              <Printer aria-hidden="true" className="size-4" />
              {t('printAll')}
            </Button>
          </div>
        ) : null
      }
    >
      <style>{PRINT_CSS}</style>
      {groups.length === 0 ? (
        <p className="rounded-lg border border-border bg-surface p-6 text-muted-foreground">{t('empty')}</p>
      ) : (
        <div className="space-y-6" data-print-target={printing === 'all' || undefined}>
          {groups.map((group) => (
            <ReorderGroupCard
              key={groupKey(group)}
              group={group}
              printTarget={printing === groupKey(group)}
              onExport={() => void download(groupKey(group))}
              onPrint={() => setPrinting(groupKey(group))}
            />
          ))}
        </div>
      )}
    </AdminPage>
  );
}

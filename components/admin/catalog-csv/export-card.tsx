'use client';

import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useExportCatalog } from '@/lib/api-client/admin-catalog-csv';

export function ExportCard() {
  const t = useTranslations('AdminCatalogCsv');
  const notification = useNotification();
  const [separator, setSeparator] = useState<';' | ','>(';');
  const exporting = useExportCatalog();
  const run = () =>
    exporting.mutate(separator, {
      onSuccess: (name) => notification.success(t('exported', { name })),
      onError: (error) => notification.error(t('exportError', { message: error.message })),
    });
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('exportTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('exportHint')}</p>
      <Field label={t('separator')}>
        <Select value={separator} onChange={(e) => setSeparator(e.target.value === ',' ? ',' : ';')}>
          <option value=";">{t('semicolon')}</option>
          <option value=",">{t('comma')}</option>
        </Select>
      </Field>
      <Button onClick={run} loading={exporting.isPending} busyLabel={t('exporting')} className="w-full sm:w-auto">
        <Download aria-hidden="true" className="size-5" />
        {t('export')}
      </Button>
    </Card>
  );
}

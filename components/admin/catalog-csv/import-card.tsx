'use client';

import { useRef, useState } from 'react';
import { FileSearch, Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type ImportSummary, useApplyCatalogImport, useCatalogDryRun } from '@/lib/api-client/admin-catalog-csv';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';

const MAX_BYTES = 5 * 1024 * 1024;

/** Choose a file → 'Revisar' (the dry run) → 'Aplicar' (the same file, all or nothing). */
export function ImportCard() {
  const t = useTranslations('AdminCatalogCsv');
  const notification = useNotification();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const dryRun = useCatalogDryRun();
  const apply = useApplyCatalogImport();

  const choose = (next: File | null) => {
    setFile(next);
    setSummary(null);
    setOverwrite(false);
    setError(next && next.size > MAX_BYTES ? t('tooLarge') : null);
  };
  const review = () => {
    if (!file) return;
    setError(null);
    dryRun.mutate(file, { onSuccess: setSummary, onError: (e) => setError(e.message) });
  };
  const applyFile = () => {
    if (!file || !summary) return;
    apply.mutate(
      { file, digest: summary.planDigest, overwrite },
      {
        onSuccess: (result) => {
          notification.success(t('applied', { created: result.counts.variants.created, updated: result.counts.variants.updated }));
          setSummary(null);
          setFile(null);
          if (input.current) input.current.value = '';
        },
        onError: (e) => {
          setError(e.message);
          setSummary(null);
        },
      },
    );
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('importTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('importHint')}</p>
      <Field label={t('file')} hint={t('fileHint')} error={error ?? undefined}>
        <Input ref={input} type="file" accept=".csv,text/csv" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={review}
          disabled={!file || Boolean(error && !summary)}
          loading={dryRun.isPending}
          busyLabel={t('reviewing')}
        >
          <FileSearch aria-hidden="true" className="size-5" />
          {t('review')}
        </Button>
        {summary && summary.changedSinceExportCount > 0 ? (
          <Checkbox
            label={t('overwrite', { count: summary.changedSinceExportCount })}
            checked={overwrite}
            onChange={(e) => setOverwrite(e.target.checked)}
          />
        ) : null}
        <Button onClick={applyFile} disabled={!summary?.canApply} loading={apply.isPending} busyLabel={t('applying')}>
          <Upload aria-hidden="true" className="size-5" />
          {t('apply')}
        </Button>
      </div>
      <ImportProgress active={apply.isPending} />
      {summary ? <ImportResult summary={summary} /> : null}
    </Card>
  );
}

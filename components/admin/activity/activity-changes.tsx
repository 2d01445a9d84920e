'use client';

import { useTranslations } from 'next-intl';

type Values = Record<string, unknown> | null;

const asRecord = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const shown = (value: unknown) =>
  value === undefined ? '—' : value === null ? '∅' : typeof value === 'string' ? value : JSON.stringify(value);

/** An entry's values: for an update, each changed field as before → after; else the record's values. */
export function ActivityChanges({ before, after }: { before: unknown; after: unknown }) {
  const t = useTranslations('AdminActivity');
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  if (keys.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <details className="max-w-xl text-sm">
      <summary className="cursor-pointer text-primary">{t('changes', { count: keys.length })}</summary>
      <dl className="mt-2 space-y-1">
        {keys.map((key) => (
          <div key={key} className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-2">
            <dt className="font-medium">{key}</dt>
            <dd className="min-w-0 break-words">
              {b && a ? (
                <>
                  <span className="text-muted-foreground line-through">{shown(b[key])}</span> → <span>{shown(a[key])}</span>
                </>
              ) : (
                shown((a ?? b)?.[key])
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

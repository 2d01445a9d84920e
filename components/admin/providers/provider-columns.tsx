'use client';

import { ExternalLink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { AdminProvider } from '@/lib/data/admin/providers';
import type { DataTableColumn } from '../data-table';

const linkClasses = 'inline-flex min-h-6 items-center gap-1 break-all text-primary underline-offset-2 hover:underline';

/** The website as its host name ('www.' dropped); the full address stays in the link. */
function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function useProviderColumns(): DataTableColumn<AdminProvider>[] {
  const t = useTranslations('AdminProviders');
  const none = <span className="text-muted-foreground">{t('none')}</span>;
  return [
    {
      id: 'name',
      header: t('columns.name'),
      primary: true,
      cell: (p) => (
        <span className="flex flex-col gap-0.5">
          <span>{p.name}</span>
          {p.website ? (
            <a href={p.website} target="_blank" rel="noopener noreferrer" className={`${linkClasses} text-sm font-normal`}>
              {hostOf(p.website)}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">{t('opensNewTab')}</span>
            </a>
          ) : null}
        </span>
      ),
    },
    {
      id: 'contact',
      header: t('columns.contact'),
      cell: (p) =>
        p.contactName || p.contactEmail ? (
          <span className="flex flex-col gap-0.5">
            {p.contactName ? <span>{p.contactName}</span> : null}
            {p.contactEmail ? (
              <a href={`mailto:${p.contactEmail}`} className={linkClasses}>
                {p.contactEmail}
              </a>
            ) : null}
          </span>
        ) : (
          none
        ),
    },
    {
      id: 'phone',
      header: t('columns.phone'),
      cell: (p) =>
        p.contactPhone ? (
          <a href={`tel:${p.contactPhone.replace(/[^\d+]/g, '')}`} className={`${linkClasses} whitespace-nowrap`}>
            {p.contactPhone}
          </a>
        ) : (
          none
        ),
    },
  ];
}

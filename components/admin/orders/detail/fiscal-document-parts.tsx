'use client';

import type { ReactNode } from 'react';
import { linkClasses } from '../order-columns';
import { DetailRow } from './detail-section';

/**
 * What the invoice and the credit notes show alike on the order detail: the row with the
 * provider's PDF and DIAN's page, and the failure box with the provider's message (and
 * 'Reintentar' when passed in).
 */
export function DocumentLinksRow({
  label,
  pdfUrl,
  xmlUrl,
  pdfLabel,
  xmlLabel,
}: {
  label: string;
  pdfUrl: string | null;
  xmlUrl: string | null;
  pdfLabel: string;
  xmlLabel: string;
}) {
  if (!pdfUrl && !xmlUrl) return null;
  return (
    <DetailRow label={label}>
      <span className="flex flex-wrap gap-3">
        {pdfUrl ? (
          <a href={pdfUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            {pdfLabel}
          </a>
        ) : null}
        {xmlUrl ? (
          <a href={xmlUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            {xmlLabel}
          </a>
        ) : null}
      </span>
    </DetailRow>
  );
}

export function DocumentFailure({ title, error, children }: { title: string; error: string | null; children?: ReactNode }) {
  if (!error) return null;
  return (
    <div role="alert" className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <p className="font-medium">{title}</p>
      <p className="break-words">
        <bdi>{error}</bdi>
      </p>
      {children}
    </div>
  );
}

'use client';

import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { formatDateTime } from '@/lib/domain/dates';
import { linkClasses } from '../order-columns';
import { DetailRow } from './detail-section';

type When = string | Date;

/** What an invoice and a credit note have alike, as the order detail reads them. */
export type DianDocument = {
  status: string;
  number: string | null;
  issuedAt: When | null;
  pdfUrl: string | null;
  xmlUrl: string | null;
  attempts: number;
  nextAttemptAt: When | null;
};

/** The words of those rows, from the document's own namespace (the invoice's or the credit notes'). */
export type DianDocumentLabels = {
  status: string;
  /** The document's state in words. */
  statusText: string;
  number: string;
  /** CUFE for an invoice, CUDE for a credit note. */
  code: string;
  issuedAt: string;
  documents: string;
  pdf: string;
  xml: string;
  nextAttempt: string;
};

type LabelKey = 'status' | 'number' | 'issuedAt' | 'documents' | 'pdf' | 'xml' | 'nextAttempt';

/** The labels from a namespace that has them all (the invoice's, the credit notes'). */
export function dianDocumentLabels(t: (key: LabelKey) => string, statusText: string, code: string): DianDocumentLabels {
  const keys: LabelKey[] = ['status', 'number', 'issuedAt', 'documents', 'pdf', 'xml', 'nextAttempt'];
  return { ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<LabelKey, string>), statusText, code };
}

/**
 * The rows of an electronic document on the order detail: state, number, its DIAN code, when it
 * was issued, the links, and the next attempt while it waits. `afterStatus` and `beforeIssued`
 * take the rows one kind of document has and the other has not.
 */
export function DianDocumentRows({
  document,
  code,
  labels,
  afterStatus,
  beforeIssued,
}: {
  document: DianDocument;
  code: string | null;
  labels: DianDocumentLabels;
  afterStatus?: ReactNode;
  beforeIssued?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <dl className="divide-y divide-border">
      <DetailRow label={labels.status}>{labels.statusText}</DetailRow>
      {afterStatus}
      {document.number ? <DetailRow label={labels.number}>{document.number}</DetailRow> : null}
      {code ? (
        <DetailRow label={labels.code}>
          <span className="break-all font-mono text-xs">{code}</span>
        </DetailRow>
      ) : null}
      {beforeIssued}
      {document.issuedAt ? <DetailRow label={labels.issuedAt}>{formatDateTime(document.issuedAt, locale)}</DetailRow> : null}
      <DocumentLinksRow
        label={labels.documents}
        pdfUrl={document.pdfUrl}
        xmlUrl={document.xmlUrl}
        pdfLabel={labels.pdf}
        xmlLabel={labels.xml}
      />
      {document.status === 'pending' && document.attempts > 0 && document.nextAttemptAt ? (
        <DetailRow label={labels.nextAttempt}>{formatDateTime(document.nextAttemptAt, locale)}</DetailRow>
      ) : null}
    </dl>
  );
}

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

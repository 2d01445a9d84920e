'use client';

import { useTranslations } from 'next-intl';

/** The order's 'Indicaciones para la entrega' as the customer wrote them (line breaks kept, text isolated). */
export function DeliveryNotes({ notes, className = 'mt-1' }: { notes: string | null; className?: string }) {
  const t = useTranslations('Orders');
  if (!notes) return null;
  return (
    <p className={`${className} text-sm break-words whitespace-pre-line`}>
      <span className="text-muted-foreground">{t('deliveryNotes')}:</span> <bdi>{notes}</bdi>
    </p>
  );
}

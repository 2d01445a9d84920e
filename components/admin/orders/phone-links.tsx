'use client';

import { MessageCircle, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatPhone, phoneHref, whatsappHref } from '@/lib/domain/phone';
import { linkClasses } from './order-columns';

/**
 * A phone staff and drivers can use from their own phone (issue 21): a tap calls it (`tel:`),
 * and a mobile also opens a WhatsApp chat. A stored value that is not a valid number is shown as
 * text, never as a link.
 */
export function PhoneLinks({ phone, className }: { phone: string; className?: string }) {
  const t = useTranslations('AdminOrders.phone');
  const shown = formatPhone(phone);
  const call = phoneHref(phone);
  const chat = whatsappHref(phone);
  if (!call) return <span className={className}>{shown}</span>;
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-4 ${className ?? ''}`}>
      <a href={call} className={linkClasses} aria-label={t('call', { phone: shown })}>
        <Phone aria-hidden="true" className="size-4" />
        {shown}
      </a>
      {chat ? (
        <a href={chat} target="_blank" rel="noopener noreferrer" className={linkClasses} aria-label={t('whatsappLabel', { phone: shown })}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('whatsapp')}
        </a>
      ) : null}
    </span>
  );
}

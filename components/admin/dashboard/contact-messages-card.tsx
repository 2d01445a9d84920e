'use client';

import { Mail, Reply } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminDashboard } from '@/lib/data/admin/dashboard';
import { formatDate } from '@/lib/domain/dates';
import { DashboardCard } from './dashboard-card';

/** The newest messages of the contact form, each with a reply link that opens the mail app. */
export function ContactMessagesCard({ messages }: { messages: AdminDashboard['contactMessages'] }) {
  const t = useTranslations('AdminDashboard.contact');
  const locale = useLocale();
  return (
    <DashboardCard id="dashboard-contact" icon={Mail} title={t('title')}>
      {messages.length === 0 ? (
        <p className="text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {messages.map((message) => (
            <li key={message.id} className="flex items-start justify-between gap-3 py-1.5">
              <span className="min-w-0">
                <span className="block font-semibold break-words">{message.nombre}</span>
                <span className="block break-words">{message.asunto}</span>
                <time dateTime={message.createdAt} className="block text-xs text-muted-foreground">
                  {formatDate(message.createdAt, locale)}
                </time>
              </span>
              <a
                href={`mailto:${message.email}?subject=${encodeURIComponent(t('replySubject', { asunto: message.asunto }))}`}
                className="inline-flex size-tap shrink-0 items-center justify-center rounded-control text-primary hover:bg-primary-soft"
                aria-label={t('reply', { nombre: message.nombre })}
                title={t('reply', { nombre: message.nombre })}
              >
                <Reply aria-hidden="true" className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

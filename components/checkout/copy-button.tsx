'use client';

import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';

/**
 * 'Copiar' beside a number, key or amount of the payment instructions (issue 21): the shopper
 * pastes it into the bank's app instead of retyping it. 'Copiado' for two seconds after.
 */
export function CopyButton({ value, label }: { value: string; /** What is copied, as read: 'Copiar 300 123 4567'. */ label: string }) {
  const t = useTranslations('Checkout');
  const notify = useNotification();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      notify.error(t('copyFailed'));
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={t(copied ? 'copiedLabel' : 'copyLabel', { value: label })}>
      {copied ? <Check aria-hidden="true" className="size-4 text-primary" /> : <Copy aria-hidden="true" className="size-4" />}
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </Button>
  );
}

/** The copyable parts of a text, each on its own line with its button. */
export function CopyList({ items }: { items: { text: string; value: string }[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-1.5">
      {items.map((item) => (
        <li key={item.value} className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-mono text-sm font-semibold break-all">{item.text}</span>
          <CopyButton value={item.value} label={item.text} />
        </li>
      ))}
    </ul>
  );
}

'use client';

import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRouter } from '@/lib/i18n/navigation';

/** What /admin/orders/new?carrito=… found (the page reads the shared cart on the server). */
export type SharedCartStart =
  { status: 'found'; id: string; items: { variantId: number; quantity: number }[]; changed: string[] } | { status: 'expired' | 'unknown' };

/**
 * 'Desde un carrito compartido' (issue 23 §1-2): staff paste the /c/ link of a WhatsApp message
 * (or its code) and the lines start from that cart; what changed since it was shared is said.
 */
export function SharedCartStartField({ start }: { start: SharedCartStart | null }) {
  const t = useTranslations('Admin.newOrder.sharedCart');
  const id = useId();
  const router = useRouter();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) router.push(`/admin/orders/new?carrito=${encodeURIComponent(text.trim())}`);
  };
  return (
    <div className="space-y-2">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={id} className="block text-sm font-medium">
            {t('label')}
          </label>
          <Input id={id} value={text} onChange={(event) => setText(event.target.value)} placeholder={t('placeholder')} maxLength={300} />
        </div>
        <Button type="submit" variant="secondary">
          {t('load')}
        </Button>
      </form>
      {start?.status === 'found' ? (
        <div role="status" className="rounded-card bg-muted p-2 text-sm">
          <p>{t('loaded', { count: start.items.length })}</p>
          {start.changed.length > 0 ? (
            <p className="text-muted-foreground">{t('changed', { products: start.changed.join(', ') })}</p>
          ) : null}
        </div>
      ) : start ? (
        <p role="alert" className="text-sm text-danger">
          {t(start.status)}
        </p>
      ) : null}
    </div>
  );
}

'use client';

import { type ReactNode, useMemo } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';

type Messages = ReturnType<typeof useMessages>;

/**
 * A nested provider replaces its parent's messages instead of adding to them, so the route's
 * namespaces are merged over the shared ones here (a route's namespace wins over the shared
 * subset of the same name, e.g. the account menu's few `Account` texts).
 */
export function MergeClientMessages({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  const shared = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...shared, ...messages }) as Messages, [shared, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { type ClientMessagesRoute, pickMessages, ROUTE_CLIENT_NAMESPACES } from '@/lib/i18n/client-messages';
import { MergeClientMessages } from './merge-client-messages';

/** Adds a route's own client texts to the shared ones the root layout sends to every page. */
export async function RouteMessages({ route, children }: { route: ClientMessagesRoute; children: ReactNode }) {
  const messages = pickMessages(await getMessages(), ROUTE_CLIENT_NAMESPACES[route]);
  return <MergeClientMessages messages={messages}>{children}</MergeClientMessages>;
}

import { useEffect, useRef } from 'react';
import { useNotification } from '@/components/notifications/notification-provider';
import { ApiClientError } from '@/lib/api-client/client';

/**
 * Every failed load ends in a notification (DESIGN: nothing fails silently), once per error.
 * A 401 is not reported: the customer was signed out and the page moves on.
 */
export function useLoadErrorNotice(error: Error | null, message: (error: Error) => string) {
  const notify = useNotification();
  // The latest text builder, without making every render a new failure.
  const messageRef = useRef(message);
  useEffect(() => {
    messageRef.current = message;
  });
  useEffect(() => {
    if (!error || (error instanceof ApiClientError && error.status === 401)) return;
    notify.error(messageRef.current(error));
  }, [error, notify]);
}

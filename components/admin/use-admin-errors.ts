'use client';

import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { AdminUploadError } from '@/lib/api-client/admin-upload';
import { ApiClientError } from '@/lib/api-client/client';
import { applyFieldErrors } from '@/lib/api-client/field-errors';

/**
 * The text of a failed call (spec 2 §8): an upload failure in the page's language, else the
 * server's message (or the transport's), else `fallback`.
 */
export function useAdminErrorText(): (error: unknown, fallback: string) => string {
  const t = useTranslations('Admin.upload');
  return (error, fallback) => {
    if (error instanceof AdminUploadError) return t(error.reason);
    if (error instanceof ApiClientError && error.message) return error.message;
    return fallback;
  };
}

/** Spec 2 §8: every failure is an error notification, a failed load too (once per failure). */
export function useNotifyQueryError(error: unknown, message: (error: Error) => string): void {
  const notify = useNotification();
  // The latest render's wording; only a new failure notifies again, not a re-render.
  const describe = useRef(message);
  useEffect(() => {
    describe.current = message;
  });
  useEffect(() => {
    if (error instanceof Error) notify.error(describe.current(error));
  }, [error, notify]);
}

/**
 * What a form dialog does once its save answers: on success a notification and the dialog
 * closes; on failure an error notification, and the server's field errors go under their fields
 * (the first one focused). `outcome(success, failure)` gives the mutation's callbacks.
 */
export function useSaveOutcome<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[], onClose: () => void) {
  const notify = useNotification();
  return <R>(success: string | ((result: R) => string), failure: (error: Error) => string) => ({
    onSuccess: (result: R) => {
      notify.success(typeof success === 'function' ? success(result) : success);
      onClose();
    },
    onError: (error: Error) => {
      notify.error(failure(error));
      applyFieldErrors(error, setError, fields);
    },
  });
}

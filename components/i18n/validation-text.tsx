'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { messageText } from '@/lib/i18n/validation-message';

/**
 * Says a field error in the page's language: a schema's message is a catalogue reference
 * (lib/i18n/validation-message.ts), translated here from the Validation namespace; a plain text,
 * such as a field error the server already said in this language, passes as it is.
 */
export function useFieldMessage(): (text: string | null | undefined) => string | undefined {
  const t = useTranslations('Validation');
  return useCallback((text) => (text ? messageText(text, (key, values) => t(key, values)) : undefined), [t]);
}

/** A schema's message in words: what Field renders for an encoded error. */
export function ValidationText({ message }: { message: string }) {
  return useFieldMessage()(message);
}

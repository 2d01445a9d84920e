'use client';

import { type ReactNode, useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { FieldMessageProvider } from '@/components/ui/field-message';
import { messageText } from '@/lib/i18n/validation-message';

/** The back office's field errors in its language: the schemas' messages from the Validation namespace. */
export function ValidationMessages({ children }: { children: ReactNode }) {
  const t = useTranslations('Validation');
  const say = useCallback((text: string) => messageText(text, (key, values) => t(key, values)), [t]);
  return <FieldMessageProvider say={say}>{children}</FieldMessageProvider>;
}

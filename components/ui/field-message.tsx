'use client';

import { createContext, type ReactNode, useCallback, useContext } from 'react';

type Say = (text: string) => string;

/** Plain texts as they are: what a page without a catalogue of validation messages shows. */
const FieldMessageContext = createContext<Say>((text) => text);

/**
 * Puts the page's language to field errors: a schema's message is a catalogue reference
 * (lib/i18n/validation-message.ts), and the area that provides this says it in words. The back
 * office does (components/admin/validation-messages.tsx); storefront forms pass their own texts.
 */
export function FieldMessageProvider({ say, children }: { say: Say; children: ReactNode }) {
  return <FieldMessageContext value={say}>{children}</FieldMessageContext>;
}

/** A field error in words: an encoded message translated, a plain text (a server's answer) as it is. */
export function useFieldMessage(): (text: string | null | undefined) => string | undefined {
  const say = useContext(FieldMessageContext);
  return useCallback((text) => (text ? say(text) : undefined), [say]);
}

/** A schema's message in words: what Field renders for an encoded error. */
export function FieldMessage({ text }: { text: string }) {
  return useFieldMessage()(text);
}

import { createTranslator, IntlErrorCode } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/**
 * `next build` compiles every text of both catalogues as an ICU message and stops at the first
 * one that is not (an angle bracket reads as a tag, a brace as a placeholder): caught here, in
 * seconds, instead of at the end of a build.
 */
function invalidMessages(messages: Record<string, unknown>, locale: string): string[] {
  const invalid: string[] = [];
  const t = createTranslator({
    locale,
    messages,
    onError: (error) => {
      if (error.code === IntlErrorCode.INVALID_MESSAGE) invalid.push(error.message);
    },
  }) as unknown as (key: string) => string;
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') t(`${prefix}${key}`);
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(messages, '');
  return invalid;
}

describe('message catalogues', () => {
  it('hold only valid ICU messages, in Spanish and English', () => {
    expect(invalidMessages(es, 'es')).toEqual([]);
    expect(invalidMessages(en, 'en')).toEqual([]);
  });

  it('would catch a stray tag', () => {
    expect(invalidMessages({ Upload: { name: 'usa <nombre>-1.webp' } }, 'es')).toHaveLength(1);
  });
});

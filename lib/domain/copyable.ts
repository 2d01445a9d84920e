/**
 * What a shopper copies out of payment instructions into a bank or Nequi app (issue 21): account
 * and phone numbers, NITs, amounts, e-mail addresses and '@llaves'. Staff write the instructions
 * as free text, so they are found in it: each with what it reads as (`text`) and what is pasted
 * (`value`: digits only for numbers and amounts, as the apps' number fields accept).
 */
export type Copyable = { text: string; value: string; kind: 'number' | 'amount' | 'key' };

/** Fewer digits than this is a quantity or an hour ('2 horas'), not something to copy. */
const MIN_DIGITS = 6;

const PATTERN = new RegExp(
  [
    // $ 150.000, $150000, $ 48.500
    String.raw`(?<amount>\$\s?\d{1,3}(?:\.\d{3})+|\$\s?\d+)`,
    // ventas@tienda.co
    String.raw`(?<email>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)`,
    // @ecoplast (a Bre-B or Nequi key)
    String.raw`(?<key>(?<![\w@])@[\w.-]*\w)`,
    // 300 123 4567, 123-456789-01, 901.234.567-8, +57 300 123 4567
    String.raw`(?<number>\+?\d[\d .-]*\d)`,
  ].join('|'),
  'g',
);

export function findCopyables(text: string): Copyable[] {
  const found: Copyable[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(PATTERN)) {
    const { amount, email, key, number } = match.groups ?? {};
    let item: Copyable | null = null;
    if (amount) item = { text: amount, value: amount.replace(/\D/g, ''), kind: 'amount' };
    else if (email) item = { text: email, value: email, kind: 'key' };
    else if (key && key.length > 3) item = { text: key, value: key, kind: 'key' };
    else if (number) {
      const trimmed = number.replace(/[ .-]+$/, '');
      const digits = trimmed.replace(/\D/g, '');
      // '+57 300 123 4567': the app wants the 10-digit number.
      const national = trimmed.startsWith('+57') && digits.length === 12 ? digits.slice(2) : digits;
      if (digits.length >= MIN_DIGITS) item = { text: trimmed, value: national, kind: 'number' };
    }
    if (item && !seen.has(item.value)) {
      seen.add(item.value);
      found.push(item);
    }
  }
  return found;
}

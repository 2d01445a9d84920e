import { describe, expect, it } from 'vitest';
import { joinSentences, seedPaymentMethods } from '@/db/seed-data';
import { findCopyables } from '@/lib/domain/copyable';

describe('the demo payment instructions', () => {
  it('end each sentence in one period, a legal name ending in one included', () => {
    expect(joinSentences('A nombre de EcoPlast S.A.S.', 'Escribe tu pedido')).toBe('A nombre de EcoPlast S.A.S. Escribe tu pedido.');
    expect(joinSentences(' Uno. ', 'Dos..')).toBe('Uno. Dos.');
    for (const method of seedPaymentMethods('901482736-8')) expect(method.instructions).not.toContain('..');
  });

  it('name the NIT the documents print, so it copies as the same digits', () => {
    const bank = seedPaymentMethods('901482736-8').find((m) => m.name.startsWith('Bancolombia'))!;
    expect(bank.instructions).toContain('(NIT 901482736-8)');
    expect(findCopyables(bank.instructions).map((c) => c.value)).toContain('9014827368');
  });
});

/**
 * Variant SKUs (back-office spec §5): name prefix, 3 letters per attribute value, 3 of the unit,
 * upper case, joined by hyphens, with -2, -3… when another variant already has it.
 *
 * Decisions:
 * - "Spaces removed" happens before cutting, so '12 oz' gives '12O' and 'Vaso Térmico' 'VASO'.
 * - Accents are stripped ('Térmico' → 'TERMICO', 'Ñ' → 'N') so SKUs stay plain ASCII.
 * - Every other non-alphanumeric character goes too ('1/2 litro' → '12L'): the hyphen is the
 *   separator and the collision suffix, so it must not appear inside a part.
 * - Digits count as "letters": sizes are the most telling part of a variant.
 * - A part that ends up empty (a value of only symbols, no unit) is left out, never '--'.
 */

const PREFIX_LENGTH = 4;
const PART_LENGTH = 3;

function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

export function skuPrefix(productName: string): string {
  return compact(productName).slice(0, PREFIX_LENGTH);
}

/**
 * `takenSkus` are the SKUs of the OTHER variants (leave out the one being edited, or it would
 * collide with itself). Compared case-insensitively, to be safe with hand-typed SKUs.
 */
export function generateSku(
  input: { productName: string; attributeValues: string[]; unitOfMeasure?: string | null },
  takenSkus: Iterable<string>,
): string {
  const parts = [
    skuPrefix(input.productName),
    ...input.attributeValues.map((value) => compact(value).slice(0, PART_LENGTH)),
    compact(input.unitOfMeasure ?? '').slice(0, PART_LENGTH),
  ].filter(Boolean);
  // Only reachable with a name of symbols alone; a SKU must still be non-empty.
  const base = parts.length > 0 ? parts.join('-') : 'SKU';

  const taken = new Set<string>();
  for (const sku of takenSkus) taken.add(sku.trim().toUpperCase());
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Regenerate while the SKU still looks generated: empty, or the name prefix as a whole first
 * part ('VASO' or 'VASO-…'). A hand-written 'VASOTERM-01' is kept; so is a SKU generated under
 * an older product name, because its prefix no longer matches.
 */
export function shouldRegenerateSku(currentSku: string | null | undefined, productName: string): boolean {
  const sku = (currentSku ?? '').trim().toUpperCase();
  if (sku === '') return true;
  const prefix = skuPrefix(productName);
  if (prefix === '') return false;
  return sku === prefix || sku.startsWith(`${prefix}-`);
}

/**
 * 'Generar combinaciones' (issue 24 §5): one variant per combination of the chosen values, e.g.
 * 3 sizes × 2 colours = 6. Pure: value ids in, value-id lists out.
 */

/** Every combination taking one value of each non-empty group, in the groups' order. */
export function valueCombinations(groups: readonly (readonly number[])[]): number[][] {
  const used = groups.filter((g) => g.length > 0);
  if (used.length === 0) return [];
  return used.reduce<number[][]>((acc, group) => acc.flatMap((combo) => group.map((id) => [...combo, id])), [[]]);
}

const keyOf = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

/**
 * The combinations no existing variant already has (same set of value ids, order ignored), so
 * generating twice, or after adding one by hand, keeps what exists and adds only the rest.
 */
export function missingCombinations(groups: readonly (readonly number[])[], existing: readonly (readonly number[])[]): number[][] {
  const have = new Set(existing.map(keyOf));
  const seen = new Set<string>();
  return valueCombinations(groups).filter((combo) => {
    const key = keyOf(combo);
    if (have.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The most combinations one click may add: beyond it the form would be unusable on a phone. */
export const MAX_GENERATED_VARIANTS = 60;

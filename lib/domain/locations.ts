/**
 * Colombian departments and municipalities (DANE DIVIPOLA) for the address form. The static
 * file public/colombia-locations.json holds `[{ department, cities: [name…] }]`; these pure
 * helpers order and search it (spec 1 §5: searchable ignoring case and spaces).
 */
export type Department = { department: string; cities: string[] };

const collator = new Intl.Collator('es');

/** Departments and their cities in Spanish alphabetical order ('Ábrego' next to 'Abejorral'). */
export function sortLocations(departments: readonly Department[]): Department[] {
  return departments
    .map((d) => ({ department: d.department, cities: [...d.cities].sort(collator.compare) }))
    .sort((a, b) => collator.compare(a.department, b.department));
}

/** 'Bogotá, D.C.' → 'bogotadc': no case, accents, spaces or punctuation. */
export function normalizeLocationText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The options containing the query, those starting with it first, each group keeping the
 * given order. An empty query returns every option.
 */
export function filterLocationOptions(options: readonly string[], query: string): string[] {
  const needle = normalizeLocationText(query);
  if (!needle) return [...options];
  const starts: string[] = [];
  const contains: string[] = [];
  for (const option of options) {
    const hay = normalizeLocationText(option);
    if (hay.startsWith(needle)) starts.push(option);
    else if (hay.includes(needle)) contains.push(option);
  }
  return [...starts, ...contains];
}

/** The option equal to `text` under the same normalisation (a typed 'cucuta' is 'Cúcuta'). */
export function findLocationOption(options: readonly string[], text: string): string | null {
  const needle = normalizeLocationText(text);
  if (!needle) return null;
  return options.find((o) => normalizeLocationText(o) === needle) ?? null;
}

/**
 * Addresses keep the department and municipality by name (the form picks them from
 * public/colombia-locations.json); delivery rules speak DANE DIVIPOLA codes. These pure helpers
 * turn one into the other. The data (lib/domain/colombia-divipola-codes.json, the same 2018
 * edition as the public file) is passed in, so tests can use any table.
 */
import { normalizeLocationText } from './locations';

/** `[department name, department code, [[municipality name, municipality code], …]]`. */
export type DivipolaDepartment = [name: string, code: string, municipalities: [name: string, code: string][]];

export type Destination = { departmentCode: string; municipalityCode: string };

export type LocationIndex = {
  byName: Map<string, { code: string; municipalities: Map<string, string> }>;
  departmentCodes: Set<string>;
  /** Municipality code → its department code. */
  municipalityDepartment: Map<string, string>;
};

/** 'Bogotá' is how people write the capital; the DANE name is 'Bogotá, D.C.'. */
const ALIASES: Record<string, string> = { bogota: 'bogotadc', santafedebogota: 'bogotadc' };
const key = (text: string) => {
  const k = normalizeLocationText(text);
  return ALIASES[k] ?? k;
};

export function buildLocationIndex(data: readonly DivipolaDepartment[]): LocationIndex {
  const byName: LocationIndex['byName'] = new Map();
  const municipalityDepartment = new Map<string, string>();
  for (const [name, code, municipalities] of data) {
    const map = new Map<string, string>();
    for (const [cityName, cityCode] of municipalities) {
      map.set(key(cityName), cityCode);
      municipalityDepartment.set(cityCode, code);
    }
    byName.set(key(name), { code, municipalities: map });
  }
  return { byName, departmentCodes: new Set(data.map(([, code]) => code)), municipalityDepartment };
}

/**
 * The codes of an address's department (`state`) and municipality (`city`), ignoring case,
 * accents, spaces and punctuation. Null when either name is unknown, or the municipality is
 * not in that department: such an address is simply not covered by any rule ('por confirmar').
 */
export function resolveDestination(index: LocationIndex, state: string, city: string): Destination | null {
  const department = index.byName.get(key(state));
  if (!department) return null;
  const municipalityCode = department.municipalities.get(key(city));
  return municipalityCode ? { departmentCode: department.code, municipalityCode } : null;
}

/**
 * DANE DIVIPOLA codes by name and back, for the delivery rules staff set (issue 21): which codes
 * exist, and what to show for one. Built once from lib/domain/colombia-divipola-codes.json (the
 * table lib/domain/delivery-locations.ts resolves addresses with), so both agree on every code.
 */
import data from './colombia-divipola-codes.json';
import type { DivipolaDepartment } from './delivery-locations';

export type PlaceOption = { code: string; name: string };

const table = data as DivipolaDepartment[];

const byName = (a: PlaceOption, b: PlaceOption) => a.name.localeCompare(b.name, 'es');

/** Every department, by name. */
export const DEPARTMENTS: readonly PlaceOption[] = table.map(([name, code]) => ({ code, name })).sort(byName);

const departmentNames = new Map(table.map(([name, code]) => [code, name]));
const municipalities = new Map<string, { name: string; departmentCode: string }>();
const municipalitiesByDepartment = new Map<string, PlaceOption[]>();
for (const [, departmentCode, cities] of table) {
  municipalitiesByDepartment.set(departmentCode, cities.map(([name, code]) => ({ code, name })).sort(byName));
  for (const [name, code] of cities) municipalities.set(code, { name, departmentCode });
}

/** Norte de Santander: where the shop is, the list the zone dialog opens on. */
export const HOME_DEPARTMENT_CODE = '54';

export const isDepartmentCode = (code: unknown): boolean => typeof code === 'string' && departmentNames.has(code);
export const isMunicipalityCode = (code: unknown): boolean => typeof code === 'string' && municipalities.has(code);

export const departmentName = (code: string): string | null => departmentNames.get(code) ?? null;
export const municipalityName = (code: string): string | null => municipalities.get(code)?.name ?? null;
export const municipalityDepartment = (code: string): string | null => municipalities.get(code)?.departmentCode ?? null;

/** The municipalities of a department, by name (empty for an unknown code). */
export function municipalitiesOf(departmentCode: string): readonly PlaceOption[] {
  return municipalitiesByDepartment.get(departmentCode) ?? [];
}

/** What staff read for a code: 'El Zulia' in the shop's department, 'Medellín (Antioquia)' elsewhere. */
export function municipalityLabel(code: string): string {
  const place = municipalities.get(code);
  if (!place) return code;
  return place.departmentCode === HOME_DEPARTMENT_CODE ? place.name : `${place.name} (${departmentNames.get(place.departmentCode)})`;
}

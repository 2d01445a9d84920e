/**
 * The digits of |value| rounded to a whole number half away from zero, as Intl.NumberFormat
 * rounds, with `separator` between groups of three once there are `groupFrom` digits or more
 * (es-CO pesos group from 4 digits, a plain Spanish number from 5, English from 4). The sign is
 * the caller's: pesos put it before the `$`.
 */
export function wholeDigits(value: number, separator: string, groupFrom: number): string {
  const digits = String(Math.round(Math.abs(value)));
  return digits.length >= groupFrom ? digits.replace(/\B(?=(\d{3})+$)/g, separator) : digits;
}

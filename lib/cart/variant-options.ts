/**
 * The product option dialog's rules (storefront spec §2 "Product option dialog"), pure so they
 * can be tested: one selector per attribute, 'Unidad de Medida' included, single values
 * preselected, only existing combinations selectable.
 */
import type { PublicVariant } from '@/lib/contracts/catalog';
import { isUnitOfMeasureAttribute } from '@/lib/domain/unit-of-measure';

/** Name of the selector built from the variants' unitOfMeasure (the store filter's name too). */
export const UNIT_OF_MEASURE_ATTRIBUTE = 'Unidad de Medida';

export type OptionVariant = Pick<PublicVariant, 'id' | 'unitOfMeasure' | 'variantValues' | 'inStock'>;
export type ProductAttribute = { name: string; values: string[] };
/** Attribute name → chosen value; a missing key means "not chosen yet". */
export type OptionSelection = Record<string, string>;
export type OptionState = 'available' | 'soldOut' | 'impossible';

/**
 * A variant's value per attribute. Its unit of measure counts as the 'Unidad de Medida' value
 * when no attribute value already says it (the catalogue keeps the unit on the variant).
 */
export function variantOptions(variant: OptionVariant): OptionSelection {
  const options: OptionSelection = {};
  for (const { attributeValue } of variant.variantValues) {
    const name = isUnitOfMeasureAttribute(attributeValue.attribute.name) ? UNIT_OF_MEASURE_ATTRIBUTE : attributeValue.attribute.name;
    options[name] = attributeValue.value;
  }
  if (!(UNIT_OF_MEASURE_ATTRIBUTE in options) && variant.unitOfMeasure) {
    options[UNIT_OF_MEASURE_ATTRIBUTE] = variant.unitOfMeasure;
  }
  return options;
}

/** Attributes and their values in the order the variants list them. */
export function productAttributes(variants: readonly OptionVariant[]): ProductAttribute[] {
  const byName = new Map<string, string[]>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variantOptions(variant))) {
      const values = byName.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      byName.set(name, values);
    }
  }
  return [...byName].map(([name, values]) => ({ name, values }));
}

/** Attributes with a single value need no decision: they start chosen. */
export function initialSelection(attributes: readonly ProductAttribute[]): OptionSelection {
  return Object.fromEntries(attributes.filter((a) => a.values.length === 1).map((a) => [a.name, a.values[0]]));
}

/**
 * The product page's query parameter naming the variant it opens with: a store card filtered
 * by '12 oz' links to the page with the 12 oz variant chosen.
 */
export const PRODUCT_VARIANT_PARAM = 'variant';

/** The choices a picker starts from: the named variant's values when there is one, else initialSelection. */
export function startingSelection(attributes: readonly ProductAttribute[], variant?: OptionVariant | null): OptionSelection {
  return variant ? { ...initialSelection(attributes), ...variantOptions(variant) } : initialSelection(attributes);
}

function matches(options: OptionSelection, selection: OptionSelection, ignore?: string): boolean {
  return Object.entries(selection).every(([name, value]) => name === ignore || options[name] === value);
}

/**
 * Whether `value` of `attribute` can be picked given the other choices: 'impossible' when no
 * variant has that combination, 'soldOut' when every such variant is out of stock.
 */
export function optionState(variants: readonly OptionVariant[], selection: OptionSelection, attribute: string, value: string): OptionState {
  const candidates = variants.filter((v) => {
    const options = variantOptions(v);
    return options[attribute] === value && matches(options, selection, attribute);
  });
  if (candidates.length === 0) return 'impossible';
  return candidates.some((v) => v.inStock) ? 'available' : 'soldOut';
}

/** Attributes still without a value, in display order. */
export function missingAttributes(attributes: readonly ProductAttribute[], selection: OptionSelection): string[] {
  return attributes.filter((a) => !selection[a.name]).map((a) => a.name);
}

/** The variant the choices describe, once every attribute has a value; otherwise null. */
export function selectedVariant<V extends OptionVariant>(
  variants: readonly V[],
  attributes: readonly ProductAttribute[],
  selection: OptionSelection,
): V | null {
  if (missingAttributes(attributes, selection).length > 0) return null;
  return variants.find((v) => matches(variantOptions(v), selection)) ?? null;
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PublicAttribute } from '@/lib/contracts/catalog';
import { productInput } from '@/lib/validation/admin/products';
import { type ProductFormValues, toProductDraft } from './product-form-values';

/**
 * Validates the form with the server's own schema (lib/validation/admin/products): the form's
 * values are turned into the save payload first, so errors come keyed exactly like the
 * server's ('variants.0.price'). On success the form keeps its own values (files included);
 * the payload is built again after the images are uploaded.
 */
export function productFormResolver(attributes: readonly PublicAttribute[]): Resolver<ProductFormValues> {
  const validate = zodResolver(productInput);
  return async (values, context, options) => {
    const draft = toProductDraft(values, attributes);
    const result = await validate(draft as Parameters<typeof validate>[0], context, options as unknown as Parameters<typeof validate>[2]);
    // The draft mirrors the form field for field, so its error tree fits the form's.
    const errors = result.errors as FieldErrors<ProductFormValues>;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { requiredText } from './fields';

/** Spec 2 §5: attribute and value names required. */
export const attributeInput = z.object({ name: requiredText(message('attributeNameRequired'), 80) });
export const attributeValueInput = z.object({ value: requiredText(message('valueRequired'), 80) });

export type AttributeInput = z.infer<typeof attributeInput>;
export type AttributeValueInput = z.infer<typeof attributeValueInput>;

import { z } from 'zod';
import { requiredText } from './fields';

/** Spec 2 §5: attribute and value names required. */
export const attributeInput = z.object({ name: requiredText('El nombre del atributo es requerido.', 80) });
export const attributeValueInput = z.object({ value: requiredText('El valor es requerido.', 80) });

export type AttributeInput = z.infer<typeof attributeInput>;
export type AttributeValueInput = z.infer<typeof attributeValueInput>;

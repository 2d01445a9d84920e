import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { parseId } from '@/lib/domain/id';
import { MAX_ORDER_LINES } from './order';

const MESSAGE = message('availabilityIds', { max: MAX_ORDER_LINES });

/** `variantIds=12,15,40`: the cart's lines (at most as many as an order may have), deduplicated. */
export const availabilityQuery = z.object({
  variantIds: z
    .string({ error: MESSAGE })
    .max(MAX_ORDER_LINES * 12, { error: MESSAGE })
    .transform((text, ctx) => {
      const ids = text.split(',').map((part) => parseId(part.trim()));
      if (ids.length > MAX_ORDER_LINES || ids.some((id) => id === null)) {
        ctx.addIssue({ code: 'custom', message: MESSAGE });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    }),
});

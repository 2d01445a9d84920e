import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { brebKeyKind, normalizeBrebKey } from '@/lib/domain/breb-key';
import { METHOD_PAYMENT_MEANS } from '@/lib/domain/payment-means';
import { optionalImageUrl, optionalText, requiredImageUrl, requiredText } from './fields';

export const PAYMENT_METHOD_NAME_MESSAGE = message('paymentMethodName');
export const PAYMENT_METHOD_MEANS_MESSAGE = message('paymentMeans');
export const PAYMENT_METHOD_QR_MESSAGE = message('paymentQrRequired');
export const BREB_KEY_MESSAGE = message('brebKey');

/** Optional: blank is none; else a phone, e-mail, document number or alphanumeric key, stored normalised. */
const brebKey = optionalText(200, 'oneLine')
  .refine((v) => v === null || brebKeyKind(v) !== null, { error: BREB_KEY_MESSAGE })
  .transform((v) => (v === null ? null : normalizeBrebKey(v)));

const fields = {
  name: requiredText(PAYMENT_METHOD_NAME_MESSAGE, 120, 3),
  instructions: optionalText(2000),
  isActive: z.boolean({ error: message('paymentMethodActive') }).default(true),
  /** Optional (the spec's clients do not send it): a new method then takes defaultPaymentMeans(name), an edit keeps its own. */
  means: z.enum(METHOD_PAYMENT_MEANS, { error: PAYMENT_METHOD_MEANS_MESSAGE }).optional(),
};

/** Spec 2 §5: name of at least 3 characters; the QR image is mandatory for a new method. */
export const paymentMethodCreateInput = z.object({ ...fields, brebKey, qrCodeUrl: requiredImageUrl(PAYMENT_METHOD_QR_MESSAGE) });

/** On edit the QR image may stay as it is: missing, null or blank keep the current one. */
export const paymentMethodUpdateInput = z.object({
  ...fields,
  /** Beside the spec's fields, so its clients never send it: missing keeps the key, null or blank removes it. */
  brebKey: brebKey.optional(),
  qrCodeUrl: optionalImageUrl()
    .optional()
    .transform((v) => v ?? undefined),
});

export type PaymentMethodCreateInput = z.infer<typeof paymentMethodCreateInput>;
export type PaymentMethodUpdateInput = z.infer<typeof paymentMethodUpdateInput>;

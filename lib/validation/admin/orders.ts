import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { orderSources, paymentStatuses, shippingStatuses } from '@/lib/domain/order-status';
import { MAX_INT4, parseId } from '@/lib/domain/id';
import { pesos } from '@/lib/validation/admin/fields';
import { HIDDEN_CHARACTERS_MESSAGE, isPlainText } from '@/lib/validation/plain-text';

/**
 * Query and body schemas of the back office's order and shipment lists and order actions.
 * Lists are keyset-paginated on (created_at desc, id desc) with an opaque cursor.
 */

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_REASON_LENGTH = 500;

/** Where a page ended: the row's created_at as exact text (microseconds, UTC) and its id. */
export type PageCursor = { createdAt: string; id: number };

// Microseconds matter: PostgreSQL keeps them, and a cursor rounded to milliseconds would skip rows.
const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})$/;
const CURSOR_MESSAGE = message('cursorInvalid');

// btoa/atob (ASCII only, which the cursor text is) work in the browser and in Node alike.
export function encodeCursor(cursor: PageCursor): string {
  return btoa(`${cursor.createdAt}|${cursor.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(value: string): PageCursor | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(value)) return null;
  let text: string;
  try {
    text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = CURSOR_TEXT.exec(text);
  if (!match) return null;
  const id = parseId(match[2]);
  if (id === null || Number.isNaN(Date.parse(match[1]))) return null;
  return { createdAt: match[1], id };
}

/** `?x=` (an "all" tab) means no filter. */
export const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** One status or a comma list (`unfulfilled,processing`); an unknown one is a 400. */
function statusList<const T extends readonly string[]>(
  values: T,
  invalid: 'paymentStatusInvalid' | 'shippingStatusInvalid' | 'sourceInvalid',
) {
  return z.preprocess(
    blankAsMissing,
    z
      .string()
      .transform((text, ctx): T[number][] => {
        const parts = [...new Set(text.split(',').map((part) => part.trim()))];
        const unknown = parts.filter((part) => !values.includes(part));
        if (unknown.length) {
          // The valid values, not the input: a status list never echoes what was typed.
          ctx.addIssue({ code: 'custom', message: message(invalid, { values: values.join(', ') }) });
          return z.NEVER;
        }
        return parts;
      })
      .optional(),
  );
}

export const paymentStatusFilter = () => statusList(paymentStatuses, 'paymentStatusInvalid');
export const shippingStatusFilter = () => statusList(shippingStatuses, 'shippingStatusInvalid');
/** Issue 23 §5: one channel or a comma list (`whatsapp,phone`). */
export const orderSourceFilter = () => statusList(orderSources, 'sourceInvalid');

export const pageQuery = {
  cursor: z.preprocess(
    blankAsMissing,
    z
      .string()
      .transform((value, ctx) => {
        const cursor = decodeCursor(value);
        if (!cursor) {
          ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  ),
  limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: message('limitNumber') })
      .int({ error: message('limitWholeNumber') })
      .min(1, { error: message('limitRange', { max: MAX_PAGE_SIZE }) })
      .max(MAX_PAGE_SIZE, { error: message('limitRange', { max: MAX_PAGE_SIZE }) })
      .default(DEFAULT_PAGE_SIZE),
  ),
};

export const MAX_ORDER_SEARCH_LENGTH = 100;
export const MAX_NOTE_LENGTH = 1000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const dayParam = (message: string) => z.preprocess(blankAsMissing, z.string().refine(isCalendarDay, { error: message }).optional());

/**
 * GET /api/admin/orders?payment_status=&shipping_status=&cursor=&limit= (spec), plus issue 25:
 * `q` (order number, customer name, e-mail, phone, document, product name or SKU) and `from`/`to`
 * (calendar days in Colombia's time zone, both included).
 */
/** A list's free-text search: trimmed, blank = none, at most `maxLength` characters of plain text. */
export function searchText(maxLength: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string()
      .max(maxLength, { error: message('searchMaxChars', { max: maxLength }) })
      .refine(isPlainText, { error: HIDDEN_CHARACTERS_MESSAGE })
      .optional(),
  );
}

/** A list's free-text search (`q`) and its calendar days in Colombia (`from`, `to`, both included). */
export function searchAndDayRange(maxSearchLength: number) {
  return { q: searchText(maxSearchLength), ...dayRange() };
}

/** `from` and `to`: calendar days in Colombia, AAAA-MM-DD, both included. */
export function dayRange() {
  return {
    from: dayParam(message('fromDateFormat')),
    to: dayParam(message('toDateFormat')),
  };
}

/** The range check that goes with searchAndDayRange: the last day may not come before the first. */
export const dayRangeInOrder: [(query: { from?: string; to?: string }) => boolean, { error: string; path: string[] }] = [
  (query) => !query.from || !query.to || query.from <= query.to,
  { error: message('dateOrder'), path: ['to'] },
];

/** `true`: only the orders waiting to be prepared and shipped (awaitsShipment), cash on delivery included. */
const awaitingShipmentFlag = z.preprocess(
  blankAsMissing,
  z
    .enum(['true', 'false'], { error: 'awaiting_shipment debe ser true o false.' })
    .transform((value) => value === 'true')
    .optional(),
);

export const orderListQuery = z
  .object({
    payment_status: paymentStatusFilter(),
    awaiting_shipment: awaitingShipmentFlag,
    shipping_status: shippingStatusFilter(),
    source: orderSourceFilter(),
    ...searchAndDayRange(MAX_ORDER_SEARCH_LENGTH),
    ...pageQuery,
  })
  .refine(...dayRangeInOrder);

/** POST /api/admin/orders/{id}/notes: an internal note, staff only. */
export const orderNoteInput = z.object(
  {
    note: z
      .string({ error: message('noteRequired') })
      .trim()
      .min(1, { error: message('noteRequired') })
      .max(MAX_NOTE_LENGTH, { error: message('noteMaxChars', { max: MAX_NOTE_LENGTH }) })
      .refine(isPlainText, { error: HIDDEN_CHARACTERS_MESSAGE }),
  },
  { error: message('jsonObject') },
);
export type OrderNoteInput = z.infer<typeof orderNoteInput>;
export type OrderListQuery = z.infer<typeof orderListQuery>;

const reason = z
  .string({ error: message('reasonMustBeText') })
  .trim()
  .max(MAX_REASON_LENGTH, { error: message('reasonMaxChars', { max: MAX_REASON_LENGTH }) })
  .refine(isPlainText, { error: HIDDEN_CHARACTERS_MESSAGE })
  .nullish()
  .transform((value) => value || null);

/** Reject and refund: an optional reason the customer reads in the e-mail and staff in the history. */
export const orderReasonInput = z.object({ reason }, { error: message('jsonObject') });
export type OrderReasonInput = z.infer<typeof orderReasonInput>;

/** POST /api/admin/orders/{id}/cancel (issue 34 §2): why, always; the customer reads it in the e-mail. */
export const orderCancelInput = z.object(
  {
    reason: z
      .string({ error: message('cancelReasonRequired') })
      .trim()
      .min(1, { error: message('cancelReasonRequired') })
      .max(MAX_REASON_LENGTH, { error: message('reasonMaxChars', { max: MAX_REASON_LENGTH }) })
      .refine(isPlainText, { error: HIDDEN_CHARACTERS_MESSAGE }),
  },
  { error: message('jsonObject') },
);
export type OrderCancelInput = z.infer<typeof orderCancelInput>;

/**
 * POST /api/admin/orders/{id}/partial-refunds (docs/invoicing.md "Partial refunds"): lines and
 * units given back, the delivery fee, and/or an amount below what they are worth (a discount for
 * damaged goods); an amount alone is taken from the whole order. Why, always.
 */
export const MAX_REFUND_LINES = 200;
export const partialRefundInput = z.object(
  {
    lines: z
      .array(
        z.object(
          {
            itemId: z
              .number({ error: message('refundLineInvalid') })
              .int({ error: message('refundLineInvalid') })
              .min(1, { error: message('refundLineInvalid') })
              .max(MAX_INT4, { error: message('refundLineInvalid') }),
            quantity: z
              .number({ error: message('refundQuantityInvalid') })
              .int({ error: message('refundQuantityInvalid') })
              .min(1, { error: message('refundQuantityInvalid') })
              .max(MAX_INT4, { error: message('refundQuantityInvalid') }),
          },
          { error: message('jsonObject') },
        ),
        { error: message('refundLinesInvalid') },
      )
      .max(MAX_REFUND_LINES, { error: message('refundLinesInvalid') })
      .optional(),
    delivery: z.boolean({ error: message('refundDeliveryInvalid') }).optional(),
    amount: pesos(message('refundAmountInvalid'))
      .pipe(
        z
          .number()
          .min(1, { error: message('refundAmountInvalid') })
          .max(MAX_INT4, { error: message('amountTooHigh') }),
      )
      .optional(),
    reason: z
      .string({ error: message('refundReasonRequired') })
      .trim()
      .min(1, { error: message('refundReasonRequired') })
      .max(MAX_REASON_LENGTH, { error: message('reasonMaxChars', { max: MAX_REASON_LENGTH }) })
      .refine(isPlainText, { error: HIDDEN_CHARACTERS_MESSAGE }),
  },
  { error: message('jsonObject') },
);
export type PartialRefundInput = z.infer<typeof partialRefundInput>;

// ---- cash on delivery and the delivery fee (docs/delivery.md) ----------------------------------

/** The highest delivery fee staff may set: far above any real one, well inside the integer column. */
export const MAX_STAFF_SHIPPING_FEE = 10_000_000;

const noteText = () =>
  z
    .string({ error: message('noteMustBeText') })
    .trim()
    .max(MAX_REASON_LENGTH, { error: message('noteMaxChars', { max: MAX_REASON_LENGTH }) })
    .refine(isPlainText, { error: HIDDEN_CHARACTERS_MESSAGE });
const NOTE_REQUIRED = message('customerNoteRequired');

/** POST /api/admin/orders/{id}/cash-payment: what the driver brought back (whole pesos), and an optional note. */
export const cashPaymentInput = z.object(
  {
    amountReceived: pesos(message('amountReceivedRequired')).pipe(z.number().max(MAX_INT4, { error: message('amountTooHigh') })),
    note: noteText()
      .nullish()
      .transform((value) => value || null),
  },
  { error: message('jsonObject') },
);
export type CashPaymentInput = z.infer<typeof cashPaymentInput>;

/** PUT /api/admin/orders/{id}/shipping-fee: the new fee (whole pesos, 0 = free) and the note the customer reads. */
export const shippingFeeInput = z.object(
  {
    shippingFee: pesos(message('shippingFeeRequired')).pipe(
      z.number().max(MAX_STAFF_SHIPPING_FEE, { error: message('shippingFeeTooHigh') }),
    ),
    note: z.string({ error: NOTE_REQUIRED }).pipe(noteText().min(1, { error: NOTE_REQUIRED })),
  },
  { error: message('jsonObject') },
);
export type ShippingFeeInput = z.infer<typeof shippingFeeInput>;

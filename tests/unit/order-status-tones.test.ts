import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BadgeVariant } from '@/components/ui/badge';
import { receiptStatuses } from '@/lib/documents/model';
import {
  isShippingStatusShown,
  paymentStatuses,
  paymentStatusTones,
  shippingStatuses,
  shippingStatusTones,
  type StatusTone,
} from '@/lib/domain/order-status';

// Every tone must be a Badge variant (checked by tsc).
const asVariant = (tone: StatusTone): BadgeVariant => tone;

describe('order status tones', () => {
  it('give every payment status exactly one tone', () => {
    expect(Object.keys(paymentStatusTones).sort()).toEqual([...paymentStatuses].sort());
    expect(paymentStatuses.map((status) => asVariant(paymentStatusTones[status]))).toEqual([
      'warning',
      'info',
      'success',
      'neutral',
      'danger',
    ]);
  });

  it('give every shipping status exactly one tone; work in progress is info, not a warning', () => {
    expect(Object.keys(shippingStatusTones).sort()).toEqual([...shippingStatuses].sort());
    expect(shippingStatuses.map((status) => shippingStatusTones[status])).toEqual(['neutral', 'info', 'info', 'success']);
  });

  it('keep warning for what waits on the customer only', () => {
    const warnings = [...Object.entries(paymentStatusTones), ...Object.entries(shippingStatusTones)].filter(
      ([, tone]) => tone === 'warning',
    );
    expect(warnings.map(([status]) => status)).toEqual(['pending_payment']);
  });

  it('are defined once: no component maps a status to a badge variant itself', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? sources(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
      });
    const files = sources(path.join(process.cwd(), 'components'));
    expect(files.length).toBeGreaterThan(50);
    const own = files.filter((file) => /Record<(Payment|Shipping)Status,/.test(readFileSync(file, 'utf8')));
    expect(own.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });
});

describe('isShippingStatusShown', () => {
  it('hides an untouched shipping status until the payment is settled', () => {
    for (const payment of paymentStatuses) expect(isShippingStatusShown(payment, 'unfulfilled'), payment).toBe(payment === 'paid');
  });

  it('shows a shipping status that already moved, whatever the payment, unless the order closed before it left', () => {
    for (const payment of paymentStatuses)
      for (const shipping of shippingStatuses.filter((s) => s !== 'unfulfilled'))
        expect(isShippingStatusShown(payment, shipping), `${payment} ${shipping}`).toBe(
          !(['cancelled', 'refunded'].includes(payment) && shipping === 'processing'),
        );
  });

  it('staff always see it, except on a closed order whose goods never left', () => {
    for (const payment of paymentStatuses)
      for (const shipping of shippingStatuses) {
        const closedBeforeLeaving = ['cancelled', 'refunded'].includes(payment) && ['unfulfilled', 'processing'].includes(shipping);
        expect(isShippingStatusShown(payment, shipping, 'staff'), `${payment} ${shipping}`).toBe(!closedBeforeLeaving);
      }
  });

  it("never shows 'Por preparar' on a cancelled order, to anyone", () => {
    for (const audience of ['customer', 'staff'] as const) expect(isShippingStatusShown('cancelled', 'unfulfilled', audience)).toBe(false);
    // Refused at the door: the goods did leave, and staff see where they are.
    expect(isShippingStatusShown('cancelled', 'shipped', 'staff')).toBe(true);
  });

  it('the receipt follows the same rule', () => {
    expect(receiptStatuses({ paymentStatus: 'cancelled', shippingStatus: 'processing' })).toEqual({ payment: 'cancelled', shipping: null });
    expect(receiptStatuses({ paymentStatus: 'paid', shippingStatus: 'unfulfilled' })).toEqual({ payment: 'paid', shipping: 'unfulfilled' });
  });
});

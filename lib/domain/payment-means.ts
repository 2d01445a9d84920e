/**
 * How an order was paid, as DIAN's electronic invoice codes it ('Medios de pago', the code list
 * of the Anexo técnico de factura electrónica, as Factus publishes it: docs/invoicing.md
 * "Payment means"). Pure: the back office stores one per payment method, the invoice reads it.
 */
export const PAYMENT_MEANS = ['transfer', 'deposit', 'wallet', 'debit_card', 'credit_card', 'cash', 'other'] as const;
export type PaymentMeans = (typeof PAYMENT_MEANS)[number];

/** Staff pick among these for a payment method (cash is cash on delivery, not a method). */
export const METHOD_PAYMENT_MEANS = ['transfer', 'deposit', 'wallet', 'debit_card', 'credit_card', 'other'] as const;
export type MethodPaymentMeans = (typeof METHOD_PAYMENT_MEANS)[number];

/**
 * DIAN's codes: 10 efectivo, 47 transferencia débito bancaria, 42 consignación bancaria,
 * 49 tarjeta débito, 48 tarjeta crédito, ZZZ otro (acuerdo mutuo). The list has no code of its
 * own for a wallet such as Nequi or Daviplata, so a wallet is 'otro'.
 */
export const DIAN_PAYMENT_MEANS_CODES: Record<PaymentMeans, string> = {
  cash: '10',
  transfer: '47',
  deposit: '42',
  debit_card: '49',
  credit_card: '48',
  wallet: 'ZZZ',
  other: 'ZZZ',
};

export function paymentMeansCode(means: PaymentMeans): string {
  return DIAN_PAYMENT_MEANS_CODES[means];
}

const WALLET_NAMES = /\b(nequi|daviplata|movii|dale|bre-?b)\b/i;
const CARD_NAMES = /\b(tarjeta|dat[aá]fono|card)\b/i;

/**
 * What a new method is when staff leave it unset: its name says a wallet or a card, else a QR
 * or bank transfer (what the store's methods are).
 */
export function defaultPaymentMeans(name: string): MethodPaymentMeans {
  if (WALLET_NAMES.test(name)) return 'wallet';
  if (CARD_NAMES.test(name)) return 'credit_card';
  return 'transfer';
}

/**
 * How one order was paid: cash on delivery is cash; otherwise the means of the method the
 * customer paid with, a transfer when the method is gone (deleted) or the order had none.
 */
export function orderPaymentMeans(order: { cashOnDelivery: boolean; methodMeans: string | null }): PaymentMeans {
  if (order.cashOnDelivery) return 'cash';
  return (PAYMENT_MEANS as readonly string[]).includes(order.methodMeans ?? '') ? (order.methodMeans as PaymentMeans) : 'transfer';
}

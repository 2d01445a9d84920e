/**
 * The words the online-payment tables are written in (docs/payments.md "States"): Wompi's own
 * transaction statuses, how the store matched a transaction to an order, and who asked for a
 * payment link. Shared by the schema, the contracts and the rules.
 */

/** A Wompi transaction's status, as its API writes it. PENDING is the only one that still moves. */
export const wompiTransactionStatuses = ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] as const;
export type WompiTransactionStatus = (typeof wompiTransactionStatuses)[number];

/**
 * What a transaction is to its order: `matched` paid it (or would have, exactly); `pending` waits;
 * `declined` did not pay (DECLINED, VOIDED, ERROR); `amount_mismatch` was approved for another
 * amount or currency (staff are told, the order is not paid); `unknown` names no order of the store.
 */
export const onlinePaymentOutcomes = ['matched', 'pending', 'declined', 'amount_mismatch', 'unknown'] as const;
export type OnlinePaymentOutcome = (typeof onlinePaymentOutcomes)[number];

/** Who asked for a payment link: the signed-in customer, whoever holds the order's payment link, or staff. */
export const onlinePaymentLinkCreators = ['customer', 'pay_link', 'staff'] as const;
export type OnlinePaymentLinkCreator = (typeof onlinePaymentLinkCreators)[number];

/** Wompi's two environments; an event names the one it comes from. */
export const wompiEnvironments = ['test', 'prod'] as const;
export type WompiEnvironment = (typeof wompiEnvironments)[number];

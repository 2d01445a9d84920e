import 'server-only';
import { emailCopy } from '@/lib/email/copy';
import { backOfficeUrl } from './links';

/**
 * What the e-mails to staff about one order share (they are in Spanish, the back office's
 * language): who the customer is, the order's rows, and the button to the order.
 */
export type StaffEmailCustomer = { email: string | null; name: string | null };

export const staffCopy = emailCopy('es', 'staff');

/** 'Ana Gómez (ana@correo.co)', the name or the e-mail alone when that is all there is. */
export const customerWho = (customer: StaffEmailCustomer) =>
  customer.name ? `${customer.name}${customer.email ? ` (${customer.email})` : ''}` : (customer.email ?? '');

export const staffOrderRows = (order: { id: number }, customer: StaffEmailCustomer): [string, string][] => [
  [staffCopy('order'), `#${order.id}`],
  [staffCopy('customer'), customer.name ?? '—'],
  [staffCopy('email'), customer.email ?? '—'],
];

export const staffOrderLink = (orderId: number) => ({ label: staffCopy('viewOrder'), url: backOfficeUrl(`/orders/${orderId}`) });

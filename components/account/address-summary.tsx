import { Fragment } from 'react';
import type { CustomerAddress } from '@/lib/data/customer';

type AddressLike = Pick<CustomerAddress, 'recipientName' | 'street' | 'city' | 'state' | 'postalCode' | 'details'>;

/**
 * Parts of a line, each in its own <bdi> (staff read these too): a direction mark in one cannot
 * reorder the others. Elements, not isolate characters, so copying the address copies plain text.
 */
function isolatedParts(parts: (string | null)[], separator: string) {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? separator : null}
        <bdi>{part}</bdi>
      </Fragment>
    ));
}

/** Recipient, street and details, city and department: how an address reads on a label. */
export function AddressSummary({ address }: { address: AddressLike }) {
  return (
    <span className="block min-w-0 text-sm leading-6">
      <bdi className="block font-semibold break-words text-foreground">{address.recipientName}</bdi>
      <span className="block break-words text-muted-foreground">{isolatedParts([address.street, address.details], ' · ')}</span>
      <span className="block break-words text-muted-foreground">
        {isolatedParts([address.city, address.state], ', ')}
        {address.postalCode ? ` ${address.postalCode}` : ''}
      </span>
    </span>
  );
}

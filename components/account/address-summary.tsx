import { Fragment } from 'react';
import { Phone } from 'lucide-react';
import type { CustomerAddress } from '@/lib/contracts/account';
import { formatPhone } from '@/lib/domain/phone';

/** `phone` is optional: orders placed before addresses had one carry none in their snapshot. */
type AddressLike = Pick<CustomerAddress, 'recipientName' | 'street' | 'city' | 'state' | 'postalCode' | 'details'> & {
  phone?: string | null;
};

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

/**
 * Recipient, street and details, city and department, and the recipient's phone: how an address
 * reads on a label. `hidePhone` when the caller shows the phone itself (staff: as links).
 */
export function AddressSummary({ address, hidePhone = false }: { address: AddressLike; hidePhone?: boolean }) {
  return (
    <span className="block min-w-0 text-sm leading-6">
      <bdi className="block font-semibold break-words text-foreground">{address.recipientName}</bdi>
      <span className="block break-words text-muted-foreground">{isolatedParts([address.street, address.details], ' · ')}</span>
      <span className="block break-words text-muted-foreground">
        {isolatedParts([address.city, address.state], ', ')}
        {address.postalCode ? ` ${address.postalCode}` : ''}
      </span>
      {address.phone && !hidePhone ? (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <Phone aria-hidden="true" className="size-3.5 shrink-0" />
          {formatPhone(address.phone)}
        </span>
      ) : null}
    </span>
  );
}

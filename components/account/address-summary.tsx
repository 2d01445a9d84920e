import type { CustomerAddress } from '@/lib/data/customer';
import { isolateText } from '@/lib/domain/bidi';

type AddressLike = Pick<CustomerAddress, 'recipientName' | 'street' | 'city' | 'state' | 'postalCode' | 'details'>;

/** Recipient, street and details, city and department: how an address reads on a label. */
export function AddressSummary({ address }: { address: AddressLike }) {
  return (
    <span className="block min-w-0 text-sm leading-6">
      {/* Each part isolated: a direction mark in one cannot reorder the others (staff read these too). */}
      <bdi className="block font-semibold break-words text-foreground">{address.recipientName}</bdi>
      <span className="block break-words text-muted-foreground">
        {[address.street, address.details].filter((part): part is string => Boolean(part)).map(isolateText).join(' · ')}
      </span>
      <span className="block break-words text-muted-foreground">
        {[address.city, address.state].filter((part): part is string => Boolean(part)).map(isolateText).join(', ')}
        {address.postalCode ? ` ${address.postalCode}` : ''}
      </span>
    </span>
  );
}

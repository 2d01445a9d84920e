import type { CustomerAddress } from '@/lib/data/customer';

type AddressLike = Pick<CustomerAddress, 'recipientName' | 'street' | 'city' | 'state' | 'postalCode' | 'details'>;

/** Recipient, street and details, city and department: how an address reads on a label. */
export function AddressSummary({ address }: { address: AddressLike }) {
  return (
    <span className="block min-w-0 text-sm leading-6">
      <span className="block font-semibold break-words text-foreground">{address.recipientName}</span>
      <span className="block break-words text-muted-foreground">
        {[address.street, address.details].filter(Boolean).join(' · ')}
      </span>
      <span className="block break-words text-muted-foreground">
        {[address.city, address.state].filter(Boolean).join(', ')}
        {address.postalCode ? ` ${address.postalCode}` : ''}
      </span>
    </span>
  );
}

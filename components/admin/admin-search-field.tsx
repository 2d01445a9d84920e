'use client';

import { useId } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

type Props = { label: string; placeholder: string; value: string; onChange: (value: string) => void; maxLength?: number };

/** The labelled search box above a back-office list (products, inventory). */
export function AdminSearchField({ label, placeholder, value, onChange, maxLength }: Props) {
  const id = useId();
  return (
    <div className="w-full max-w-md space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          className="ps-10"
        />
      </div>
    </div>
  );
}

'use client';

import { type FormEvent, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';

/** The store's own search field: submitting replaces the `search` filter, keeping the others. */
export function StoreSearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const t = useTranslations('Store');
  const id = useId();
  const [draft, setDraft] = useState(value);
  // Follow the URL (back button, 'Quitar filtros', the header search) without remounting.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <form role="search" aria-label={t('searchLabel')} onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {t('searchLabel')}
      </label>
      <Input
        id={id}
        type="search"
        enterKeyHint="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('searchPlaceholder')}
        className="min-w-0 flex-1"
      />
      <button
        type="submit"
        aria-label={t('searchSubmit')}
        className="inline-flex size-tap shrink-0 items-center justify-center rounded-control bg-primary text-primary-foreground hover:bg-primary-hover"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}

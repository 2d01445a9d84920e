'use client';

import { type ChangeEvent, useRef, useState } from 'react';
import { checkOneField } from '@/lib/validation/login-fields';

/**
 * A form of one text field (the login dialog's e-mail, then its code): checked on submit, checked
 * again on every change once submitted, and the field focused when it is wrong. That is all
 * react-hook-form did for these two fields, and its ~15 KiB (gzip) came with the dialog that a
 * signed-out visit to /checkout/{id} opens by itself.
 */
export function useOneField(initial: string, check: (value: string) => string | null, normalize: (value: string) => string) {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const focus = (select: boolean) => {
    ref.current?.focus();
    if (select) ref.current?.select();
  };

  /** The normalised value, or null once the field shows its message and has the focus. */
  function validate(): string | null {
    setSubmitted(true);
    const result = checkOneField(value, check, normalize);
    setError('error' in result ? result.error : null);
    if ('error' in result) {
      focus(false);
      return null;
    }
    return result.value;
  }

  /** The server's word on the value (a wrong code): on the field, selected to be typed again. */
  function reject(message: string) {
    setError(message);
    focus(true);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    setValue(event.target.value);
    if (submitted) setError(check(event.target.value));
  }

  return { error, validate, reject, inputProps: { ref, value, onChange } };
}

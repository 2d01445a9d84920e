'use client';

import type { ChangeEventHandler } from 'react';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { PRIVACY_POLICY_VERSION } from '@/lib/domain/privacy';
import { Link } from '@/lib/i18n/navigation';

type Props = { id: string; error: string | null; onChange: ChangeEventHandler<HTMLInputElement>; checked?: boolean };

/**
 * The unchecked box 'Acepto la política de tratamiento de datos personales (versión …)' with its
 * link and its error (Ley 1581 de 2012): the login dialog's consent step and checkout's.
 */
export function DataPolicyCheckbox({ id, error, onChange, checked }: Props) {
  const t = useTranslations('Auth');
  const errorId = `${id}-error`;
  return (
    <div>
      <Checkbox
        id={id}
        name="acceptDataPolicy"
        checked={checked}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        label={t.rich('consentDataPolicy', {
          version: PRIVACY_POLICY_VERSION,
          link: (chunks) => (
            <Link href="/privacy-policy" target="_blank" className="font-semibold text-primary underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Label } from '@/components/ui/label';

type Props = { file: File | null; onChange: (file: File | null) => void; disabled?: boolean };

/** The proof-of-payment picture (a phone opens its camera or gallery), with a preview. */
export function ProofFileField({ file, onChange, disabled }: Props) {
  const t = useTranslations('Checkout');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the preview's object URL lives as long as the file and is revoked with it.
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-input`} required>
        {t('proofLabel')}
      </Label>
      <input
        id={`${id}-input`}
        type="file"
        accept="image/*"
        required
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          onChange(picked && picked.type.startsWith('image/') ? picked : null);
        }}
        className={cn(
          'block w-full min-h-tap rounded-control border border-input bg-surface p-1.5 text-sm text-muted-foreground',
          'file:me-3 file:min-h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary-muted file:px-4 file:font-semibold file:text-primary-active',
        )}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('proofHint')}
      </p>
      {preview ? (
        // A blob: URL of the shopper's own file; next/image cannot optimise it.
        <img
          src={preview}
          alt={t('proofPreviewAlt')}
          className="max-h-64 w-auto max-w-full rounded-control border border-border object-contain"
        />
      ) : null}
    </div>
  );
}

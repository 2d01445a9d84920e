'use client';

import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ImageOff, ImagePlus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFieldMessage } from '@/components/ui/field-message';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { StaffUploadFolder } from '@/lib/storage/keys';

/** Spec 2 §5: png, jpeg, webp and avif; the browser converts them to WebP ≤ 1 MB on save. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
/** Larger originals are refused before compression (a phone photo is far below this). */
export const MAX_ORIGINAL_BYTES = 15 * 1024 * 1024;

export type ImageUploadProps = {
  /** The image saved now (a public address), or null when there is none. */
  value: string | null;
  /** A newly picked file, or null when the staff member removes the image. */
  onChange: (file: File | null) => void;
  /** Where the image will be stored; shown to nobody, kept for the caller's upload call. */
  folder: StaffUploadFolder;
  label?: string;
  /** Validation message from the form (the QR image is mandatory, say). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

/** Pick, preview and remove one image; uploading happens when the form is saved. */
export function ImageUpload({ value, onChange, folder, label, error, required, disabled, className }: ImageUploadProps) {
  const t = useTranslations('Admin.upload');
  const say = useFieldMessage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);

  // Free the preview's object URL when it is replaced or the component goes away.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return setTypeError(t('invalidType'));
    if (file.size > MAX_ORIGINAL_BYTES) return setTypeError(t('tooLarge'));
    setTypeError(null);
    setPicked({ file, url: URL.createObjectURL(file) });
    onChange(file);
  };

  const onRemove = () => {
    setPicked(null);
    setTypeError(null);
    onChange(null);
  };

  const preview = picked?.url ?? value;
  const message = typeError ?? say(error);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className={cn('space-y-2', className)} data-folder={folder}>
      <span id={`${id}-label`} className="block text-sm font-medium text-foreground">
        {label ?? t('label')}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-control border border-border bg-surface-muted">
          {preview ? (
            // A plain <img>: blob: previews and uploaded files cannot all go through next/image.
            <img src={preview} alt={t('previewAlt')} className="size-full object-cover" />
          ) : (
            <ImageOff aria-hidden="true" className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            <span id={`${id}-choose`}>{preview ? t('change') : t('choose')}</span>
          </Button>
          {preview ? (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={onRemove} className="text-danger">
              <Trash2 aria-hidden="true" className="size-4" />
              {t('remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        onChange={onPick}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        data-testid="image-upload-input"
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('hint')}
      </p>
      {message ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}

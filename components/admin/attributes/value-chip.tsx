'use client';

import { ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';

export type ValueChipProps = { value: string; onEdit: () => void; onDelete?: () => void };

const itemClasses =
  'flex min-h-tap cursor-pointer items-center gap-3 rounded-control px-3 text-sm outline-none data-[highlighted]:bg-surface-muted';

/** A value as a chip; it opens a small menu to edit or remove it (keyboard: Enter, arrows, Escape). */
export function ValueChip({ value, onEdit, onDelete }: ValueChipProps) {
  const t = useTranslations('AdminAttributes');
  return (
    // Not modal: its items open dialogs, which manage focus and the page lock themselves.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('valueOptions', { value })}
        className="inline-flex min-h-tap max-w-full items-center gap-1 rounded-full border border-primary/30 bg-primary-muted ps-3 pe-2 text-sm font-medium text-primary-active hover:ring-1 hover:ring-primary data-[state=open]:ring-2 data-[state=open]:ring-primary"
      >
        <span className="truncate">{value}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-44 rounded-card border border-border bg-surface p-1.5 shadow-overlay data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Item className={itemClasses} onSelect={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('editValue')}
          </DropdownMenu.Item>
          {onDelete ? (
            <DropdownMenu.Item className={`${itemClasses} text-danger data-[highlighted]:bg-danger-soft`} onSelect={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('deleteValue')}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

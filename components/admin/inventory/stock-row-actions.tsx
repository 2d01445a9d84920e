'use client';

import { History, PackagePlus, SlidersHorizontal, Target } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import { rowLabel } from './row-label';

export type StockDialogKind = 'receive' | 'adjust' | 'history' | 'settings';
export type OpenStockDialog = (row: InventoryRow, kind: StockDialogKind) => void;

const ICONS = { receive: PackagePlus, adjust: SlidersHorizontal, history: History, settings: Target } as const;

/**
 * Issue 24 §1: 'Recibir', 'Ajustar', the history and the restocking settings of one row. One
 * line of buttons, so a row stays one line tall: on a desk narrower than 1536 px 'Recibir' and
 * 'Ajustar' show their icon only (named for screen readers, with a tooltip); on a phone's card
 * and a wide screen, their word too.
 */
export function StockRowActions({ row, onOpen }: { row: InventoryRow; onOpen: OpenStockDialog }) {
  const t = useTranslations('AdminStock');
  const name = `${rowLabel(row)} (${row.sku})`;
  return (
    <div className="flex flex-wrap items-center justify-end gap-1 md:flex-nowrap">
      {(['receive', 'adjust', 'history', 'settings'] as const).map((kind) => {
        const Icon = ICONS[kind];
        const worded = kind === 'receive' || kind === 'adjust';
        return (
          <Button
            key={kind}
            variant={worded ? 'outline' : 'ghost'}
            size={worded ? 'sm' : 'icon'}
            onClick={() => onOpen(row, kind)}
            aria-label={t(`actions.${kind}Named`, { name })}
            title={t(`actions.${kind}`)}
          >
            <Icon aria-hidden="true" className={worded ? 'size-4' : 'size-5'} />
            {worded ? <span className="md:max-2xl:sr-only">{t(`actions.${kind}`)}</span> : null}
          </Button>
        );
      })}
    </div>
  );
}

'use client';

import dynamic from 'next/dynamic';
import type { InventoryRow } from '@/lib/data/admin/inventory';
import type { StockDialogKind } from './stock-row-actions';

// Loaded when first opened: the inventory table itself does not need them.
const ReceiveDialog = dynamic(() => import('./receive-dialog').then((m) => m.ReceiveDialog));
const AdjustDialog = dynamic(() => import('./adjust-dialog').then((m) => m.AdjustDialog));
const MovementsDialog = dynamic(() => import('./movements-dialog').then((m) => m.MovementsDialog));
const RestockSettingsDialog = dynamic(() => import('./restock-settings-dialog').then((m) => m.RestockSettingsDialog));

export function StockDialog({ row, kind, onClose }: { row: InventoryRow; kind: StockDialogKind; onClose: () => void }) {
  switch (kind) {
    case 'receive':
      return <ReceiveDialog row={row} onClose={onClose} />;
    case 'adjust':
      return <AdjustDialog row={row} onClose={onClose} />;
    case 'history':
      return <MovementsDialog row={row} onClose={onClose} />;
    case 'settings':
      return <RestockSettingsDialog row={row} onClose={onClose} />;
  }
}

'use client';

import { useTranslations } from 'next-intl';
import { ProductOptionsForm } from '@/components/cart/product-options-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { PublicProduct } from '@/lib/contracts/catalog';

export type ProductOptionsDialogProps = {
  product: PublicProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog has no Radix trigger (it is loaded after the click): focus goes back here. */
  returnFocus: () => void;
};

/**
 * Spec §2 "Product option dialog", for products with more than one variant. Loaded with
 * `import()` by the card's 'Ver Opciones' button on first use, with the product it fetched; the
 * form mounts only while the dialog is open, so choices start fresh.
 */
export function ProductOptionsDialog({ product, open, onOpenChange, returnFocus }: ProductOptionsDialogProps) {
  const t = useTranslations('ProductOptions');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={product.name}
        description={t('description')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <ProductOptionsForm product={product} onAdded={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

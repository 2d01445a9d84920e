'use client';

import { type ReactNode, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import type { PublicProduct } from '@/lib/data/catalog';
import { ProductOptionsForm } from './product-options-form';

/**
 * Spec §2 "Product option dialog", for products with more than one variant. `children` is the
 * trigger (a button); the form mounts only while the dialog is open, so choices start fresh.
 */
export function ProductOptionsDialog({ product, children }: { product: PublicProduct; children: ReactNode }) {
  const t = useTranslations('ProductOptions');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent title={product.name} description={t('description')}>
        <ProductOptionsForm product={product} onAdded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

'use client';

import { Download, Printer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { ReorderGroup } from '@/lib/data/admin/stock';

/** One provider's list: contact, then SKU, product · variant, stock, threshold, suggested quantity. */
export function ReorderGroupCard({
  group,
  printTarget,
  onExport,
  onPrint,
}: {
  group: ReorderGroup;
  printTarget: boolean;
  onExport: () => void;
  onPrint: () => void;
}) {
  const t = useTranslations('AdminReorder');
  const name = group.provider?.name ?? t('noProvider');
  const contact = group.provider
    ? [group.provider.contactName, group.provider.contactPhone, group.provider.contactEmail].filter(Boolean).join(' · ')
    : '';
  return (
    <section className="rounded-lg border border-border bg-surface p-4" aria-label={name} data-print-target={printTarget || undefined}>
      <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{name}</h2>
          {contact ? <p className="text-sm text-muted-foreground">{contact}</p> : null}
          <p className="text-sm text-muted-foreground">{t('itemCount', { count: group.items.length })}</p>
        </div>
        <div className="flex gap-2" data-print-hide>
          <Button variant="ghost" size="sm" onClick={onExport} aria-label={t('exportNamed', { name })}>
            <Download aria-hidden="true" className="size-4" />
            CSV
          </Button>
          <Button variant="ghost" size="sm" onClick={onPrint} aria-label={t('printNamed', { name })}>
            <Printer aria-hidden="true" className="size-4" />
            {t('print')}
          </Button>
        </div>
      </header>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('caption', { name })}</caption>
          <thead>
            <tr className="border-b border-border text-start text-muted-foreground">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('columns.product')}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('columns.sku')}
              </th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">
                {t('columns.stock')}
              </th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">
                {t('columns.threshold')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('columns.suggested')}
              </th>
            </tr>
          </thead>
          <tbody>
            {group.items.map((item) => (
              <tr key={item.variantId} className="border-b border-border last:border-0">
                <td className="py-2 pe-3">
                  {item.productName}
                  {item.variantName ? <span className="block text-muted-foreground">{item.variantName}</span> : null}
                </td>
                <td className="py-2 pe-3 font-mono text-xs whitespace-nowrap">{item.sku}</td>
                <td className="py-2 pe-3 text-end">{item.stock}</td>
                <td className="py-2 pe-3 text-end">{item.threshold}</td>
                <td className="py-2 text-end font-semibold">
                  {item.suggestedQuantity}
                  {item.unitOfMeasure ? <span className="ms-1 font-normal text-muted-foreground">{item.unitOfMeasure}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

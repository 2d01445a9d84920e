'use client';

import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { business } from '@/lib/business';
import type { AdminOrder } from '@/lib/data/admin/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { cashToCollect, type SlipFormat, piecesOf, slipTotals } from '@/lib/domain/packing-slip';
import { formatPhone } from '@/lib/domain/phone';

const count = (value: number, locale: string) => new Intl.NumberFormat(locale === 'es' ? 'es-CO' : 'en-US').format(value);

/** An empty box to tick by hand on paper. */
function Tick({ label }: { label: string }) {
  return <span role="img" aria-label={label} className="inline-block size-4 shrink-0 rounded-[2px] border-2 border-black align-middle" />;
}

/**
 * The packing slip (issue 25 §3) for whoever packs and whoever delivers: order number and date,
 * customer, phone, address and the delivery instructions; each line with its quantity and its
 * pieces (quantity × units per item) and a box to tick; a signature line. Black on white, no
 * prices, except the cash a cash-on-delivery driver collects ('Cobrar $ 368.500 en efectivo'). `format` sets the width: an A4 sheet, or an 80 mm receipt roll.
 */
export function PackingSlip({ order, format }: { order: AdminOrder; format: SlipFormat }) {
  const t = useTranslations('AdminOrders.slip');
  const locale = useLocale();
  const narrow = format === '80mm';
  const address = order.shippingAddress;
  const phone = order.recipientPhone ?? order.customer.phone;
  const lines = order.items.map((item) => ({
    item,
    unitsPerItem: item.variant.unitsPerItem,
    pieces: piecesOf(item.quantity, item.variant.unitsPerItem),
    // The unit is shown with the quantity; not twice.
    values: item.variant.variantValues
      .map((v) => v.attributeValue.value)
      .filter((value) => value !== item.variant.unitOfMeasure)
      .join(' · '),
  }));
  const totals = slipTotals(lines.map((line) => ({ quantity: line.item.quantity, unitsPerItem: line.unitsPerItem })));
  const customerName = order.customer.fullName || order.user.nombre;
  const collect = cashToCollect(order);

  return (
    <article
      aria-label={t('title', { id: order.id })}
      data-format={format}
      className={cn('mx-auto bg-white text-black', narrow ? 'w-[72mm] text-[11px] leading-snug' : 'w-full max-w-[186mm] text-sm')}
    >
      <header className={cn('flex border-b-2 border-black pb-2', narrow ? 'flex-col gap-1' : 'items-start justify-between gap-4')}>
        <div>
          <p className={cn('font-bold', narrow ? 'text-sm' : 'text-base')}>{business.name}</p>
          <p>{t('heading')}</p>
        </div>
        <div className={narrow ? '' : 'text-end'}>
          <h1 className={cn('font-bold', narrow ? 'text-lg' : 'text-2xl')}>{t('order', { id: order.id })}</h1>
          <p>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
          </p>
        </div>
      </header>

      <section aria-label={t('deliverTo')} className={cn('grid gap-x-6 gap-y-1 border-b border-black py-2', !narrow && 'grid-cols-2')}>
        <dl className="space-y-0.5">
          <div>
            <dt className="inline font-semibold">{t('customer')}: </dt>
            <dd className="inline break-words">
              <bdi>{customerName}</bdi>
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('phone')}: </dt>
            <dd className="inline">{phone ? formatPhone(phone) : t('none')}</dd>
          </div>
          {address.recipientName && address.recipientName !== customerName ? (
            <div>
              <dt className="inline font-semibold">{t('recipient')}: </dt>
              <dd className="inline break-words">
                <bdi>{address.recipientName}</bdi>
              </dd>
            </div>
          ) : null}
        </dl>
        <dl className="space-y-0.5">
          <div>
            <dt className="inline font-semibold">{t('address')}: </dt>
            <dd className="inline break-words">
              <bdi>
                {[address.street, address.details].filter(Boolean).join(', ')} — {address.city}, {address.state}
              </bdi>
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('deliveryNotes')}: </dt>
            <dd className="inline break-words whitespace-pre-line">
              <bdi>{order.deliveryNotes || t('none')}</bdi>
            </dd>
          </div>
        </dl>
      </section>

      {collect !== null ? (
        <p className={cn('border-b-2 border-black py-2 font-bold', narrow ? 'text-base' : 'text-lg')}>
          {t('collectCash', { amount: formatCOP(collect) })}
        </p>
      ) : null}

      <table className="mt-2 w-full border-collapse">
        <caption className="sr-only">{t('lines')}</caption>
        <thead>
          <tr className="border-b border-black text-start">
            <th scope="col" className="w-6 py-1 text-start">
              <span className="sr-only">{t('packed')}</span>
            </th>
            <th scope="col" className="py-1 text-start">
              {t('product')}
            </th>
            <th scope="col" className="py-1 ps-2 text-end">
              {t('quantity')}
            </th>
            <th scope="col" className="py-1 ps-2 text-end">
              {t('pieces')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ item, pieces, unitsPerItem, values }) => (
            <tr key={item.id} className="border-b border-dashed border-black/60 align-top">
              <td className="py-1.5">
                <Tick label={t('tick', { name: item.product.name })} />
              </td>
              <td className="py-1.5">
                <span className="block font-semibold break-words">{item.product.name}</span>
                {values ? <span className="block break-words">{values}</span> : null}
                {item.variant.sku ? <span className="block font-mono text-[0.85em] break-all">{item.variant.sku}</span> : null}
              </td>
              <td className="py-1.5 ps-2 text-end whitespace-nowrap tabular-nums">
                {count(item.quantity, locale)}
                {item.variant.unitOfMeasure ? <span className="block text-[0.85em]">{item.variant.unitOfMeasure}</span> : null}
              </td>
              <td className="py-1.5 ps-2 text-end whitespace-nowrap tabular-nums">
                <span className="font-semibold">{count(pieces, locale)}</span>
                {unitsPerItem > 1 ? (
                  <span className="block text-[0.85em]">{t('perItem', { units: count(unitsPerItem, locale) })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-black font-bold">
            <td />
            <th scope="row" className="py-1 text-start">
              {t('totals')}
            </th>
            <td className="py-1 ps-2 text-end tabular-nums">{count(totals.items, locale)}</td>
            <td className="py-1 ps-2 text-end tabular-nums">{count(totals.pieces, locale)}</td>
          </tr>
        </tfoot>
      </table>

      <footer className={cn('mt-6 grid gap-6 break-inside-avoid', !narrow && 'grid-cols-2 mt-12')}>
        {[t('packedBy'), t('receivedBy')].map((label) => (
          <div key={label}>
            <div className={cn('border-b border-black', narrow ? 'h-8' : 'h-12')} />
            <p className="pt-1">{label}</p>
          </div>
        ))}
      </footer>
    </article>
  );
}

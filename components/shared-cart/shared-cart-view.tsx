import { getTranslations } from 'next-intl/server';
import { CartThumb } from '@/components/cart/cart-thumb';
import { buttonClasses } from '@/components/ui/button';
import type { CartItem } from '@/lib/cart/cart';
import type { SharedCartLineDto, SharedCartRead } from '@/lib/data/shared-carts';
import { formatDate } from '@/lib/domain/dates';
import { formatCOP } from '@/lib/domain/money';
import { priceLine } from '@/lib/domain/pricing';
import { type SellingUnit, lineQuantityPriceLabel, packPiecesLabel, unitPriceLabel } from '@/lib/domain/units';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { SharedCartLoader } from './shared-cart-loader';

/**
 * The page of a shared cart (issue #23 §1), on the server: each line with today's price and
 * stock and what changed since it was shared; the client island only loads the lines into the
 * browser cart. An expired or unknown (mistyped, tampered) link says so and offers the store.
 */
export async function SharedCartView({ read, locale }: { read: SharedCartRead; locale: Locale }) {
  const t = await getTranslations('SharedCart');
  if (read.status !== 'found') {
    const expired = read.status === 'expired';
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{t(expired ? 'expiredTitle' : 'unknownTitle')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t(expired ? 'expiredText' : 'unknownText')}</p>
        <Link href="/tienda" className={buttonClasses({ className: 'mt-6' })}>
          {t('goToStore')}
        </Link>
      </div>
    );
  }

  const { cart, fresh } = read;
  const freshById = new Map(fresh.map((f) => [f.variantId, f]));
  // What 'Cargar' puts in the cart: available lines, at most today's stock, at today's prices.
  const items: CartItem[] = cart.lines.flatMap((line) => {
    const today = freshById.get(line.variantId);
    if (!today || !line.available) return [];
    return [
      {
        productId: line.productId,
        variantId: line.variantId,
        name: line.productName,
        variantDescription: line.variantLabel,
        unitOfMeasure: today.unitOfMeasure,
        volumeDiscounts: today.volumeDiscounts,
        price: today.price,
        image_url: line.imageUrl,
        quantity: Math.min(line.quantity, line.stock),
        unitsPerItem: today.unitsPerItem,
      },
    ];
  });
  const total = items.reduce((sum, item) => sum + priceLine(item, item.quantity).lineTotal, 0);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('intro', { date: formatDate(cart.createdAt, locale) })}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('lineCount', { count: cart.lines.length })}</p>
      <ul className="mt-4 divide-y divide-border" data-testid="shared-cart-lines">
        {cart.lines.map((line) => {
          // Counted in today's selling unit ('10 paquetes × $ 5.600 por paquete'); a gone product by the piece.
          const unit: SellingUnit = freshById.get(line.variantId) ?? {};
          const price = line.unitPrice ?? line.sharedUnitPrice;
          return (
            <SharedLine
              key={line.variantId}
              line={line}
              note={lineNote(line, unit, locale, t)}
              quantityPrice={lineQuantityPriceLabel(line.quantity, price, unit, locale)}
              pieces={packPiecesLabel(line.quantity, price, unit, locale)}
            />
          );
        })}
      </ul>
      <div className="mt-6 space-y-4 border-t border-border pt-4">
        <p className="flex items-baseline justify-between gap-3 text-lg font-bold">
          <span>{t('total')}</span>
          <span>{formatCOP(total)}</span>
        </p>
        {items.length > 0 ? (
          <SharedCartLoader
            items={items}
            labels={{ load: t('load'), loading: t('loading'), nonEmpty: t('nonEmpty'), replace: t('replace'), add: t('add') }}
          />
        ) : (
          <div>
            <p>{t('nothingToLoad')}</p>
            <Link href="/tienda" className={buttonClasses({ className: 'mt-4' })}>
              {t('goToStore')}
            </Link>
          </div>
        )}
        {/* Staff who open a customer's link on their phone take the order from it (issue 23 §2). */}
        <p className="text-sm text-muted-foreground">
          <Link href={`/admin/orders/new?carrito=${cart.id}`} className="underline">
            {t('staffOrder')}
          </Link>
        </p>
      </div>
    </div>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'SharedCart'>>>;

/** What changed for a line since it was shared, in words (null when nothing did). */
function lineNote(line: SharedCartLineDto, unit: SellingUnit, locale: Locale, t: Translate): string | null {
  if (line.unitPrice === null) return t('gone');
  const notes: string[] = [];
  if (line.changes.includes('price'))
    notes.push(t('priceChanged', { before: formatCOP(line.sharedUnitPrice), now: unitPriceLabel(line.unitPrice, unit, locale) }));
  if (line.changes.includes('unavailable')) notes.push(t('soldOut'));
  else if (line.changes.includes('stock')) notes.push(t('lessStock', { count: line.stock }));
  return notes.length ? notes.join(' ') : null;
}

function SharedLine({
  line,
  note,
  quantityPrice,
  pieces,
}: {
  line: SharedCartLineDto;
  note: string | null;
  quantityPrice: string;
  pieces: string | null;
}) {
  const name = line.variantLabel ? `${line.productName} (${line.variantLabel})` : line.productName;
  return (
    <li className="flex gap-3 py-4" data-variant-id={line.variantId}>
      <CartThumb src={line.imageUrl} alt="" size={64} />
      <div className="min-w-0 flex-1">
        <p className={line.available ? 'font-medium' : 'font-medium text-muted-foreground line-through'}>{name}</p>
        <p className="text-sm text-muted-foreground">{quantityPrice}</p>
        {pieces ? <p className="text-sm text-muted-foreground">{pieces}</p> : null}
        {note ? (
          <p className="mt-1 text-sm font-medium text-warning" role="note">
            {note}
          </p>
        ) : null}
      </div>
    </li>
  );
}

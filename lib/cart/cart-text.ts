/**
 * How a cart line (or an order line's snapshot) is written for people: the details after its
 * name and the WhatsApp order message. Apart from lib/cart/cart.ts, which every storefront page
 * loads with the header cart: only the cart menu, /carrito, orders and e-mails need these.
 */
import { type CartItem, priceCartLine } from './cart';
import { wholeDigits } from '@/lib/domain/digits';
import { formatCOP } from '@/lib/domain/money';
import { isPack, packFacts, packSize } from '@/lib/domain/packs';
import { soldByPiece, type UnitLocale, unitCountLabel, unitPriceLabel } from '@/lib/domain/units';

/** The fields that say what was picked: a cart line, or an order line's snapshot. */
export type ItemDetailsInput = Pick<CartItem, 'variantDescription' | 'unitOfMeasure'> & { unitsPerItem?: number | null };

/**
 * "Rojo / 12 oz (Paquete x50)": what the shopper picked, as the menu and the message show it.
 * The unit appears once: when the description already names it ('9 oz / Paquete'), the pack
 * size joins that part ('9 oz / Paquete x50') instead of a second '(Paquete)'.
 */
export function cartItemDetails(item: ItemDetailsInput): string {
  const unit = item.unitOfMeasure?.trim();
  if (unit && isPack(item.unitsPerItem) && item.variantDescription) {
    const parts = item.variantDescription.split(' / ');
    const at = parts.findIndex((part) => part.trim().toLowerCase() === unit.toLowerCase());
    if (at >= 0) {
      parts[at] = `${parts[at].trim()} x${packSize(item.unitsPerItem)}`;
      return parts.join(' / ');
    }
  }
  return [item.variantDescription, unitSuffix(item)].filter(Boolean).join(' ');
}

/** 'Vaso 7 oz (Blanco / 12 oz)': a line named in a sentence (a notification, an error). */
export function cartLineName(item: Pick<CartItem, 'name' | 'variantDescription'>): string {
  return item.variantDescription ? `${item.name} (${item.variantDescription})` : item.name;
}

/**
 * '(Paquete)' (or '(Paquete x50)' for a pack) after the description, unless the description
 * already names the unit (the unit is usually also a 'Unidad de Medida' attribute value, and
 * 'Paquete (Paquete)' reads badly).
 */
export function unitSuffix(item: ItemDetailsInput): string {
  const unit = item.unitOfMeasure?.trim();
  if (!unit) return '';
  const named = item.variantDescription.split(' / ').some((part) => part.trim().toLowerCase() === unit.toLowerCase());
  if (named) return '';
  return isPack(item.unitsPerItem) ? `(${unit} x${packSize(item.unitsPerItem)})` : `(${unit})`;
}

/** The texts of the Cart namespace the order message needs; `useTranslations('Cart')` fits. */
export type OrderTextTranslator = (
  key: 'whatsappIntro' | 'whatsappLine' | 'whatsappPackLine' | 'whatsappTotal' | 'whatsappSharedCart' | 'whatsappOutro',
  values?: Record<string, string | number>,
) => string;

/**
 * The WhatsApp order: every line with quantity, name, variant, unit of measure, tier unit price
 * and line total, then the total, then (when it was saved in time) the shared cart's link
 * (issue #23 §1). Amounts are es-CO in both languages (the shop sells in COP).
 */
export function buildWhatsAppOrderText(
  items: readonly CartItem[],
  t: OrderTextTranslator,
  sharedCartUrl?: string,
  locale: UnitLocale = 'es',
): string {
  let total = 0;
  const lines = items.map((item) => {
    const { unitPrice, lineTotal } = priceCartLine(item);
    total += lineTotal;
    const details = cartItemDetails(item);
    const product = details ? `${item.name} - ${details}` : item.name;
    const pack = packFacts(item, unitPrice);
    if (pack) {
      // '• 10 paquetes × Vaso - 7 oz (Paquete x50) = 500 unidades', then the price per pack and per piece.
      return t('whatsappPackLine', {
        quantity: item.quantity,
        unit: pack.unitLabel,
        unitOne: pack.unitOne,
        product,
        pieces: wholeDigits(pack.pieces, '.', 5),
        perPiece: pack.perPiece,
        unitPrice: formatCOP(unitPrice),
        lineTotal: formatCOP(lineTotal),
      });
    }
    // '• 2 cajas × …' then '$ 90.000 por caja'; 'c/u' only for a line sold by the piece (lib/domain/units.ts).
    return t('whatsappLine', {
      quantity: soldByPiece(item) ? item.quantity : unitCountLabel(item.quantity, item, locale),
      product,
      unitPrice: unitPriceLabel(unitPrice, item, locale),
      lineTotal: formatCOP(lineTotal),
    });
  });
  const link = sharedCartUrl ? [t('whatsappSharedCart', { url: sharedCartUrl }), ''] : [];
  return [t('whatsappIntro'), '', ...lines, '', t('whatsappTotal', { total: formatCOP(total) }), '', ...link, t('whatsappOutro')].join(
    '\n',
  );
}

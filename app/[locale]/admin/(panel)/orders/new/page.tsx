import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewOrderScreen, type SharedCartStart } from '@/components/admin/new-order/new-order-screen';
import { readSharedCart } from '@/lib/data/shared-carts';
import { isLocale, routing } from '@/lib/i18n/routing';
import { sharedCartIdFrom, sharedCartStart } from '@/lib/validation/shared-cart';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ carrito?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'Admin.newOrder' });
  return { title: t('title') };
}

/**
 * 'Nuevo pedido' (docs/staff-orders.md): staff take an order from WhatsApp, the phone
 * or the counter. `?carrito=<link or id>` starts from a shared cart (docs/shared-carts.md): its lines still on sale,
 * at today's prices (the quote prices them again), and what changed since it was shared.
 */
export default async function AdminNewOrderPage({ searchParams }: Props) {
  const pasted = (await searchParams).carrito;
  const text = typeof pasted === 'string' ? pasted : '';
  const id = text ? sharedCartIdFrom(text) : null;
  const read = id ? await readSharedCart(id) : null;
  const start: SharedCartStart | null = !text
    ? null
    : read?.status === 'found'
      ? { status: 'found', id: read.cart.id, ...sharedCartStart(read.cart) }
      : { status: read?.status === 'expired' ? 'expired' : 'unknown' };
  // A new cart remounts the screen, so its lines start from that cart.
  return (
    <NewOrderScreen
      key={start?.status === 'found' ? start.id : 'empty'}
      sharedCart={start}
      initialItems={start?.status === 'found' ? start.items : []}
    />
  );
}

import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

/** The spec's screens: without an orderId the customer goes to /perfil (their orders are there). */
export default async function CheckoutWithoutOrder({ params }: Props) {
  const { locale } = await params;
  redirect({ href: '/perfil', locale: locale as Locale });
}

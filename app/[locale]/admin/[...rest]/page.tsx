import { redirect } from '@/lib/i18n/navigation';
import { isLocale, routing } from '@/lib/i18n/routing';

/** The spec's screens: any unknown admin path goes to the dashboard. */
export default async function UnknownAdminPath({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect({ href: '/admin/dashboard', locale: isLocale(locale) ? locale : routing.defaultLocale });
}

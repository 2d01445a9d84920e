import { redirect } from '@/lib/i18n/navigation';
import { isLocale, routing } from '@/lib/i18n/routing';

/** /admin → /admin/dashboard (the dashboard's guard sends a signed-out visitor to the login). */
export default async function AdminIndex({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect({ href: '/admin/dashboard', locale: isLocale(locale) ? locale : routing.defaultLocale });
}

import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmailLinkConsent } from '@/components/privacy/email-link-consent';
import { Icon } from '@/components/ui/icon';
import { PRIVACY_POLICY_VERSION } from '@/lib/domain/privacy';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';
import { describeConsentLink } from '@/lib/services/consent-link';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ConsentLink' });
  // The token is a credential: no canonical or alternate URL carries it.
  return buildMetadata({
    locale: locale as Locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/privacidad/aceptar',
    noindex: true,
  });
}

const linkClasses = 'font-medium text-primary underline underline-offset-4';

/**
 * /privacidad/aceptar?token=… (docs/privacy.md): the page the login-code e-mail links to while
 * its address has not accepted the current data policy. Reading it records NOTHING (mail
 * scanners and link previews open it): the summary, the policy's link and an 'Acepto' button
 * whose POST records the acceptance. A token we did not sign, or an expired one, says so.
 */
export default async function ConsentLinkPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  await connection();
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : '';
  const t = await getTranslations('ConsentLink');
  const link = await describeConsentLink(token);

  if (link.state !== 'valid') {
    const expired = link.state === 'expired';
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="flex items-start gap-2 text-2xl font-bold break-words sm:text-3xl">
          <Icon name="circleAlert" className="mt-1 size-7 shrink-0 text-warning" />
          {t(expired ? 'expiredTitle' : 'invalidTitle')}
        </h1>
        <div className="mt-6 space-y-4 rounded-card border border-border p-4 sm:p-6">
          <p className="text-lg">{t(expired ? 'expiredText' : 'invalidText')}</p>
          <Link href="/privacy-policy" className={linkClasses}>
            {t('readPolicy')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold break-words sm:text-3xl">{t('title')}</h1>
      <div className="mt-6">
        <EmailLinkConsent token={token}>
          <p className="text-lg">{t('intro')}</p>
          <p className="text-sm break-all text-muted-foreground">{t('forEmail', { email: link.email })}</p>
          <section aria-labelledby="consent-summary" className="space-y-3 rounded-card border border-border p-4 sm:p-6">
            <h2 id="consent-summary" className="text-lg font-semibold">
              {t('summaryTitle')}
            </h2>
            <ul className="list-disc space-y-1.5 ps-6 marker:text-primary">
              <li>{t('summary0')}</li>
              <li>{t('summary1')}</li>
              <li>{t('summary2')}</li>
            </ul>
            <p className="text-sm text-muted-foreground">{t('version', { version: PRIVACY_POLICY_VERSION })}</p>
            <Link href="/privacy-policy" className={`${linkClasses} inline-flex min-h-tap items-center`}>
              {t('readPolicy')}
            </Link>
          </section>
        </EmailLinkConsent>
      </div>
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { LocationMap } from '@/components/contact/location-map';
import { BusinessJsonLd } from '@/components/seo/business-json-ld';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Contact' });
  return buildMetadata({ locale: locale as Locale, title: t('metaTitle'), description: t('metaDescription'), path: '/contacto' });
}

/** /contacto (as the spec has it): the form beside the business contact data, hours and map. */
export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('Contact');

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <BusinessJsonLd />
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
      </header>
      <div className="mt-8 grid gap-10 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-8 lg:self-start">
          <ContactForm />
        </div>
        <div className="min-w-0 space-y-8">
          <ContactDetails />
          <LocationMap />
        </div>
      </div>
    </div>
  );
}

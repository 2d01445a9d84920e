import type { Metadata } from 'next';
import { Icon } from '@/components/ui/icon';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { business } from '@/lib/business';
import { Link } from '@/lib/i18n/navigation';
import { BusinessJsonLd } from '@/components/seo/business-json-ld';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

const MILESTONES = ['founded', 'consolidated', 'today'] as const;
const VALUES = [
  { key: 'environment', icon: 'leaf' },
  { key: 'closeness', icon: 'heartHandshake' },
  { key: 'quality', icon: 'badgeCheck' },
  { key: 'reliability', icon: 'truck' },
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'About' });
  return buildMetadata({ locale: locale as Locale, title: t('metaTitle'), description: t('metaDescription'), path: '/nosotros' });
}

/** /nosotros (as the spec has it): 2015 family microbusiness, 2020 consolidation, today the sustainable transition. */
export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('About');

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <BusinessJsonLd />
      <header className="max-w-3xl">
        <p className="font-semibold text-primary">{t('eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('intro', { name: business.name })}</p>
      </header>

      <section aria-labelledby="about-timeline" className="mt-12">
        <h2 id="about-timeline" className="text-2xl font-bold">
          {t('timelineTitle')}
        </h2>
        <ol className="mt-6 space-y-8 border-s-2 border-primary-muted ps-6 sm:ps-8">
          {MILESTONES.map((key) => (
            <li key={key} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -start-[1.95rem] size-4 rounded-full border-4 border-surface bg-primary ring-2 ring-primary sm:-start-[2.45rem]"
              />
              <p className="text-sm font-bold tracking-wide text-primary uppercase">{t(`timeline.${key}.year`)}</p>
              <h3 className="mt-1 text-lg font-semibold">{t(`timeline.${key}.title`)}</h3>
              <p className="mt-1 max-w-2xl text-muted-foreground">{t(`timeline.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-values" className="mt-14">
        <h2 id="about-values" className="text-2xl font-bold">
          {t('valuesTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ key, icon }) => (
            <li key={key} className="rounded-card border border-border bg-surface p-5 shadow-card">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-muted text-primary-active">
                <Icon name={icon} className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold">{t(`values.${key}.title`)}</h3>
              <p className="mt-1 text-muted-foreground">{t(`values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-cta" className="mt-14 rounded-card bg-primary-soft p-6 sm:p-8">
        <h2 id="about-cta" className="text-2xl font-bold">
          {t('ctaTitle')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('ctaText')}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link href="/tienda" className={buttonClasses({ size: 'lg' })}>
            {t('ctaStore')}
          </Link>
          <Link href="/contacto" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('ctaContact')}
          </Link>
        </div>
      </section>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { business } from '@/lib/business';
import type { Locale } from '@/lib/i18n/routing';
import { PRIVACY_POLICY_VERSION } from '@/lib/domain/privacy';
import { buildMetadata, siteAddressLabel } from '@/lib/seo';
import { siteUrl } from '@/lib/env';

type Props = { params: Promise<{ locale: string }> };

/** The day this version took effect (Ley 1581: the policy states its vigencia); it is also the version consent records name. */
const EFFECTIVE_DATE = Date.parse(`${PRIVACY_POLICY_VERSION}T00:00:00Z`);

const SECTIONS = [
  'controller',
  'data',
  'purposes',
  'authorization',
  'rights',
  'requests',
  'processors',
  'security',
  'cookies',
  'changes',
] as const;
type SectionKey = (typeof SECTIONS)[number];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Privacy' });
  return buildMetadata({ locale: locale as Locale, title: t('metaTitle'), description: t('metaDescription'), path: '/privacy-policy' });
}

function Section({ id, title, children }: { id: SectionKey; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1.5 ps-6 marker:text-primary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** /privacy-policy: the personal-data policy required by Ley 1581 de 2012 and Decreto 1377 de 2013. */
export default async function PrivacyPolicyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('Privacy');
  const date = new Intl.DateTimeFormat(locale === 'es' ? 'es-CO' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(EFFECTIVE_DATE);
  // Precompiled messages have no t.raw (next.config.ts): read a list item by item.
  const items = (key: SectionKey) => {
    const list: string[] = [];
    for (let i = 0; t.has(`${key}.items.${i}`); i++) list.push(t(`${key}.items.${i}`));
    return list;
  };
  const link = 'font-medium text-primary underline underline-offset-4 break-all';

  const controller: [string, ReactNode][] = [
    [t('controller.legalName'), business.legalName],
    [t('controller.tradeName'), business.name],
    [t('controller.address'), `${business.streetAddress}, ${business.city}, ${business.region}, Colombia`],
    [
      t('controller.email'),
      <a key="e" href={`mailto:${business.email}`} className={link}>
        {business.email}
      </a>,
    ],
    [
      t('controller.phone'),
      <a key="p" href={`tel:${business.phone.replace(/[^\d+]/g, '')}`} className={link}>
        {business.phone}
      </a>,
    ],
    [
      t('controller.site'),
      <a key="s" href={siteUrl()} className={link}>
        {siteAddressLabel()}
      </a>,
    ],
  ];

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed sm:px-6 lg:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-lg font-medium text-muted-foreground">{t('subtitle')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('effective', { date, version: PRIVACY_POLICY_VERSION })}</p>
        <p className="mt-6">{t('intro', { name: business.name })}</p>
      </header>

      <nav aria-labelledby="privacy-toc" className="mt-8 rounded-card border border-border bg-surface-muted p-5">
        <h2 id="privacy-toc" className="font-semibold">
          {t('toc')}
        </h2>
        <ol className="mt-2 space-y-0.5">
          {SECTIONS.map((key) => (
            <li key={key}>
              <a href={`#${key}`} className="inline-flex min-h-8 items-center text-primary underline-offset-4 hover:underline">
                {t(`${key}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        <Section id="controller" title={t('controller.title')}>
          <p>{t('controller.text')}</p>
          <dl className="grid gap-x-4 gap-y-2 rounded-card border border-border p-4 sm:grid-cols-[auto_minmax(0,1fr)]">
            {controller.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="min-w-0">{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section id="data" title={t('data.title')}>
          <p>{t('data.text')}</p>
          <List items={items('data')} />
          <p>{t('data.sensitive')}</p>
        </Section>
        <Section id="purposes" title={t('purposes.title')}>
          <p>{t('purposes.text')}</p>
          <List items={items('purposes')} />
          <p>{t('purposes.noMarketing')}</p>
        </Section>
        <Section id="authorization" title={t('authorization.title')}>
          <p>{t('authorization.text')}</p>
        </Section>
        <Section id="rights" title={t('rights.title')}>
          <p>{t('rights.text')}</p>
          <List items={items('rights')} />
        </Section>
        <Section id="requests" title={t('requests.title')}>
          <p>
            {t.rich('requests.text', {
              address: business.email,
              email: (chunks) => (
                <a href={`mailto:${business.email}`} className={link}>
                  {chunks}
                </a>
              ),
            })}
          </p>
          <h3 className="pt-2 text-lg font-semibold">{t('requests.queriesTitle')}</h3>
          <p>{t('requests.queries')}</p>
          <h3 className="pt-2 text-lg font-semibold">{t('requests.claimsTitle')}</h3>
          <p>{t('requests.claims')}</p>
        </Section>
        <Section id="processors" title={t('processors.title')}>
          <p>{t('processors.text')}</p>
          <List items={items('processors')} />
          <p>{t('processors.international')}</p>
        </Section>
        <Section id="security" title={t('security.title')}>
          <p>{t('security.text')}</p>
        </Section>
        <Section id="cookies" title={t('cookies.title')}>
          <p>{t('cookies.text')}</p>
          <List items={items('cookies')} />
          <p>{t('cookies.control')}</p>
        </Section>
        <Section id="changes" title={t('changes.title')}>
          <p>{t('changes.text', { date })}</p>
        </Section>
      </div>
    </article>
  );
}

import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { business, mapsSearchLink } from '@/lib/business';
import { Link } from '@/lib/i18n/navigation';
import { socialNames } from './brand-icons';
import { SocialLink, socialNetworks } from './social-link';

const footerNav = [
  { href: '/', key: 'home' },
  { href: '/tienda', key: 'store' },
  { href: '/nosotros', key: 'about' },
  { href: '/contacto', key: 'contact' },
] as const;

// Short classes from app/globals.css: the footer's markup reaches every page twice (HTML and flight data).
const linkClasses = 'ft-link';
const phoneDigits = business.phone.replace(/\D/g, '');

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="ft-title">{title}</h2>
      {children}
    </div>
  );
}

/** Four columns (spec §2 Footer): tagline, navigation, contact, legal; then the bottom line. */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const tNav = await getTranslations('Nav');
  const newTab = <span className="sr-only"> {t('opensInNewTab')}</span>;
  const year = new Date().getFullYear();

  return (
    <footer className="on-dark bg-foreground text-zinc-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary">
              <Icon name="leaf" className="size-5" />
            </span>
            {business.name}
          </p>
          <p className="mt-3 max-w-xs">{t('tagline')}</p>
          <ul className="mt-3 flex gap-1" aria-label={t('social')}>
            {socialNetworks.map((network) => (
              <li key={network}>
                <SocialLink network={network} className="ft-social">
                  <span className="sr-only">
                    {socialNames[network]} {t('opensInNewTab')}
                  </span>
                </SocialLink>
              </li>
            ))}
          </ul>
        </div>

        <Column title={t('navigation')}>
          <ul>
            {footerNav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={linkClasses}>
                  {tNav(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </Column>

        <Column title={t('contact')}>
          <ul>
            <li>
              <a href={mapsSearchLink()} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                <Icon name="mapPin" className="size-4" />
                {business.streetAddress}
                {newTab}
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className={`${linkClasses} break-all`}>
                <Icon name="mail" className="size-4" />
                {business.email}
              </a>
            </li>
            <li>
              <a href={`https://wa.me/${phoneDigits}`} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                <Icon name="messageCircle" className="size-4" />
                <span>
                  <span className="sr-only">WhatsApp </span>
                  {business.phone}
                </span>
                {newTab}
              </a>
            </li>
            <li className="py-2">{t('location')}</li>
          </ul>
        </Column>

        <Column title={t('legal')}>
          <ul>
            <li>
              <Link href="/privacy-policy" className={linkClasses}>
                {t('privacy')}
              </Link>
            </li>
            <li>
              {/* The back office is its own app: a plain link, opened in a new tab (spec §1). */}
              <a href="/admin" target="_blank" rel="noopener" className={linkClasses}>
                {t('admin')}
                {newTab}
              </a>
            </li>
          </ul>
        </Column>
      </div>

      <div className="border-t border-white/10">
        {/* The padding below keeps the last line clear of the floating chat button at the page's end. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('rights', { year: String(year), name: business.name })}</p>
          <p>
            {t.rich('credit', {
              developer: (chunks) => (
                <a
                  href={business.developerCredit.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-white underline-offset-4 hover:underline"
                >
                  {chunks}
                </a>
              ),
              name: business.developerCredit.name,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}

import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { getLocale, getTranslations } from 'next-intl/server';
import { business, mapsSearchLink, whatsappLink } from '@/lib/business';
import { siteUrl } from '@/lib/env';
import { siteAddressLabel } from '@/lib/seo';

const linkClasses = 'inline-flex min-h-tap items-center font-medium text-primary underline-offset-4 hover:underline wrap-anywhere';
const telHref = `tel:${business.phone.replace(/[^\d+]/g, '')}`;

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-2.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-muted text-primary-active">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {children}
      </div>
    </li>
  );
}

/** "HH:MM" in the reader's language, e.g. 7:30 a. m. / 7:30 AM. */
function formatTime(hhmm: string, locale: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-CO' : 'en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, h, m),
  );
}

/** The business contact data (spec 1 §2 Contact) and opening hours, from lib/business. */
export async function ContactDetails() {
  const [t, tWhatsApp, locale] = await Promise.all([getTranslations('Contact'), getTranslations('WhatsApp'), getLocale()]);
  const newTab = <span className="sr-only"> {t('opensInNewTab')}</span>;
  const { opens, closes } = business.openingHours;

  return (
    <>
      <section aria-labelledby="contact-info-title" className="space-y-4">
        <h2 id="contact-info-title" className="text-xl font-semibold">
          {t('infoTitle')}
        </h2>
        <ul className="space-y-3">
          <Item icon={<Icon name="mapPin" className="size-5" />} label={t('address')}>
            <a href={mapsSearchLink()} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              {business.streetAddress}, {business.city}, {business.region}
              {newTab}
            </a>
          </Item>
          <Item icon={<Icon name="phone" className="size-5" />} label={t('phone')}>
            <a href={telHref} className={linkClasses}>
              {business.phone}
            </a>
          </Item>
          <Item icon={<Icon name="messageCircle" className="size-5" />} label={t('whatsapp')}>
            <a href={whatsappLink(tWhatsApp('prefilledMessage'))} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              {business.phone}
              {newTab}
            </a>
          </Item>
          <Item icon={<Icon name="mail" className="size-5" />} label={t('email')}>
            <a href={`mailto:${business.email}`} className={linkClasses}>
              {business.email}
            </a>
          </Item>
          <Item icon={<Icon name="globe" className="size-5" />} label={t('site')}>
            <a href={siteUrl()} className={linkClasses}>
              {siteAddressLabel()}
            </a>
          </Item>
        </ul>
      </section>

      <section aria-labelledby="contact-hours-title" className="space-y-3">
        <h2 id="contact-hours-title" className="text-xl font-semibold">
          {t('hoursTitle')}
        </h2>
        <p>
          <span className="font-medium">{t('hoursDays')}</span>
          <br />
          {t('hoursTime', { opens: formatTime(opens, locale), closes: formatTime(closes, locale) })}
        </p>
        <p className="text-muted-foreground">{t('hoursClosed')}</p>
      </section>
    </>
  );
}

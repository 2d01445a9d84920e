import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { business, mapsSearchLink } from '@/lib/business';

/**
 * A static illustration of the shop's surroundings (street grid, the Pamplonita river, a
 * park and the pin), drawn inline: no third-party map script, iframe or tile request, so it
 * works offline and under a strict CSP. It links to the maps search for directions.
 */
export async function LocationMap() {
  const t = await getTranslations('Contact');
  const streets = [40, 80, 120, 160, 200, 240, 280, 320, 360];
  return (
    <section aria-labelledby="contact-map-title" className="space-y-3">
      <h2 id="contact-map-title" className="text-xl font-semibold">
        {t('mapTitle')}
      </h2>
      <a
        href={mapsSearchLink()}
        target="_blank"
        rel="noopener noreferrer"
        className="group block overflow-hidden rounded-card border border-border shadow-card"
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 400 260" className="block h-auto w-full bg-[#eef2e6]">
          {/* Blocks and streets */}
          {streets.map((x) => (
            <line key={`v${x}`} x1={x} y1="0" x2={x} y2="260" stroke="#ffffff" strokeWidth="6" />
          ))}
          {streets.slice(0, 6).map((y) => (
            <line key={`h${y}`} x1="0" y1={y} x2="400" y2={y} stroke="#ffffff" strokeWidth="6" />
          ))}
          {/* Main avenues */}
          <line x1="0" y1="120" x2="400" y2="120" stroke="#fde68a" strokeWidth="12" />
          <line x1="200" y1="0" x2="200" y2="260" stroke="#fde68a" strokeWidth="12" />
          <path d="M0 250 L150 0" stroke="#ffffff" strokeWidth="10" />
          {/* Park */}
          <rect x="126" y="46" width="68" height="68" rx="6" fill="#bbf7d0" />
          <circle cx="160" cy="80" r="12" fill="#86efac" />
          {/* Río Pamplonita */}
          <path d="M330 0 C 300 60 380 110 340 170 S 310 230 350 260" fill="none" stroke="#93c5fd" strokeWidth="18" strokeLinecap="round" />
          {/* The shop */}
          <circle cx="200" cy="120" r="26" fill="#15803d" opacity="0.18" />
          <path
            d="M200 124 C 186 104 180 96 180 86 a20 20 0 0 1 40 0 c0 10 -6 18 -20 38 z"
            fill="#15803d"
            stroke="#ffffff"
            strokeWidth="3"
          />
          <circle cx="200" cy="86" r="7" fill="#ffffff" />
        </svg>
        <span className="flex min-h-tap items-center gap-2 bg-surface px-4 py-3 font-semibold text-primary group-hover:underline">
          <Icon name="mapPin" className="size-5" />
          {t('openMap')}
          <span className="sr-only">
            : {t('mapCaption', { address: business.streetAddress, city: business.city, region: business.region })} {t('opensInNewTab')}
          </span>
        </span>
      </a>
      <p className="text-sm text-muted-foreground">
        {t('mapCaption', { address: business.streetAddress, city: business.city, region: business.region })}
      </p>
    </section>
  );
}

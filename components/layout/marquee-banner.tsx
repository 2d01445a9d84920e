import { getTranslations } from 'next-intl/server';

/**
 * The optional announcement bar (spec §2 "Marquee banner"): one line on phones; on medium and
 * larger screens the line repeats and drifts sideways (still for reduced motion, paused on
 * hover). An empty `Marquee.text` message turns the bar off.
 */
export async function MarqueeBanner() {
  const t = await getTranslations('Marquee');
  const text = t('text').trim();
  if (!text) return null;
  return (
    <div className="overflow-hidden bg-primary-soft text-sm font-medium text-primary-active" role="region" aria-label={t('label')}>
      <p className="px-4 py-1.5 text-center md:hidden">{text}</p>
      <div className="group hidden py-1.5 md:flex">
        {[0, 1].map((copy) => (
          <p
            key={copy}
            aria-hidden={copy === 1}
            className="flex shrink-0 gap-16 pe-16 whitespace-nowrap motion-safe:animate-marquee group-hover:[animation-play-state:paused]"
          >
            {[0, 1, 2].map((i) => (
              <span key={i} aria-hidden={i > 0}>
                {text}
              </span>
            ))}
          </p>
        ))}
      </div>
    </div>
  );
}

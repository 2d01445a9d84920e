'use client';

import { useEffect, useState } from 'react';
import { PageIcon } from '@/components/ui/page-icon';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { ServerImgProps } from '@/lib/server-image';
import { useReducedMotion } from './use-reduced-motion';

/** Spec §9: a new slide every 5 s with a 1 s fade. */
export const HERO_INTERVAL_MS = 5000;

type HeroSlideshowProps = {
  /** Plain <img> props made on the server (lib/server-image): the first one is preloaded. */
  slides: ServerImgProps[];
};

/**
 * Decorative background slideshow. The first image is the LCP element: preloaded with high
 * fetch priority, in the server HTML, no script needed to show it. The others mount only after
 * the page's load event (lazily), so they never compete with it. Reduced motion: no automatic advance; the button can still start it.
 */
export function HeroSlideshow({ slides }: HeroSlideshowProps) {
  const t = useTranslations('Home');
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);
  const [restReady, setRestReady] = useState(false);
  const playing = userChoice ? userChoice === 'play' : !reducedMotion;

  useEffect(() => {
    if (document.readyState === 'complete') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the page's load event comes from outside React, and may have fired already.
      setRestReady(true);
      return;
    }
    const onLoad = () => setRestReady(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);

  useEffect(() => {
    if (!playing || !restReady || slides.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, restReady, slides.length]);

  return (
    <>
      <div className="absolute inset-0 -z-10 bg-primary-active">
        {slides.map((slide, i) =>
          i === 0 || restReady ? (
            // data-nimg: next/image's marker of a picture that fills its (sized) box.
            <img
              key={slide.src}
              {...slide}
              alt=""
              data-nimg="fill"
              className={cn(
                'object-cover transition-opacity duration-1000 ease-in-out motion-reduce:transition-none',
                i === index ? 'opacity-100' : 'opacity-0',
              )}
            />
          ) : null,
        )}
        {/* Dark overlay: keeps the white heading above 4.5:1 on every picture. */}
        <div className="absolute inset-0 bg-gradient-to-b from-black/70 via-black/55 to-black/70" />
      </div>
      {slides.length > 1 ? (
        <button
          type="button"
          onClick={() => setUserChoice(playing ? 'pause' : 'play')}
          aria-label={playing ? t('pauseSlideshow') : t('playSlideshow')}
          className="absolute bottom-4 left-4 inline-flex size-tap items-center justify-center rounded-full bg-black/40 text-white backdrop-blur-sm hover:bg-black/60 sm:bottom-6 sm:left-6"
        >
          {playing ? <PageIcon name="pause" className="size-5" /> : <PageIcon name="play" className="size-5" />}
        </button>
      ) : null}
    </>
  );
}

'use client';

import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { PageIcon } from '@/components/ui/page-icon';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useReducedMotion } from './use-reduced-motion';

type ProductCarouselProps = {
  /** id of the visible heading (inside `header`) that names the carousel. */
  labelledBy: string;
  /** Heading row content, shown beside the prev/next buttons. */
  header?: ReactNode;
  /** One server-rendered card per slide. */
  children: ReactNode;
};

/**
 * Horizontal carousel: a native scroll-snap strip (swipe on phones, no library to download),
 * labelled prev/next buttons that move one card for keyboard and mouse; a card that receives
 * focus scrolls into view natively.
 */
export function ProductCarousel({ labelledBy, header, children }: ProductCarouselProps) {
  const t = useTranslations('Home');
  const reducedMotion = useReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const slides = Children.toArray(children);

  const update = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // 1 px of slack: fractional scroll positions at some zoom levels never reach the exact end.
    setCanPrev(viewport.scrollLeft > 1);
    setCanNext(viewport.scrollLeft < viewport.scrollWidth - viewport.clientWidth - 1);
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    update();
    viewport.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(viewport);
    return () => {
      viewport.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [update]);

  /** One card back or forward; the snap points (each card's start) land it at the start edge. */
  function move(direction: -1 | 1) {
    const viewport = viewportRef.current;
    const slide = viewport?.querySelector<HTMLElement>('[role="group"]');
    if (!viewport || !slide) return;
    viewport.scrollBy({ left: direction * slide.offsetWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  return (
    <section aria-roledescription={t('carousel')} aria-labelledby={labelledBy} className="relative">
      <div className="mb-4 flex items-end gap-4">
        <div className="min-w-0 flex-1">{header}</div>
        <Button
          variant="outline"
          size="icon"
          onClick={() => move(-1)}
          disabled={!canPrev}
          aria-label={t('previous')}
          className="shrink-0 rounded-full"
        >
          <PageIcon name="chevronLeft" className="size-5" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => move(1)}
          disabled={!canNext}
          aria-label={t('next')}
          className="shrink-0 rounded-full"
        >
          <PageIcon name="chevronRight" className="size-5" />
        </Button>
      </div>
      <div
        ref={viewportRef}
        className="-mx-2 snap-x snap-mandatory scroll-px-2 overflow-x-auto overscroll-x-contain px-2 py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <div className="-ms-4 flex">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { index: i + 1, total: slides.length })}
              className="min-w-0 shrink-0 grow-0 basis-[62%] ps-4 *:snap-start sm:basis-1/3 lg:basis-1/4 xl:basis-1/5"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

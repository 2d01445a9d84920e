'use client';

import { Children, type ReactNode, useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
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
 * Horizontal carousel (embla): swipe on phones, labelled prev/next buttons for keyboard and
 * mouse; a card that receives focus scrolls into view (embla's watchFocus).
 */
export function ProductCarousel({ labelledBy, header, children }: ProductCarouselProps) {
  const t = useTranslations('Home');
  const reducedMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: reducedMotion ? 10 : 25,
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const slides = Children.toArray(children);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <section aria-roledescription={t('carousel')} aria-labelledby={labelledBy} className="relative">
      <div className="mb-4 flex items-end gap-4">
        <div className="min-w-0 flex-1">{header}</div>
        <Button
          variant="outline"
          size="icon"
          onClick={() => embla?.scrollPrev()}
          disabled={!canPrev}
          aria-label={t('previous')}
          className="shrink-0 rounded-full"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => embla?.scrollNext()}
          disabled={!canNext}
          aria-label={t('next')}
          className="shrink-0 rounded-full"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div ref={viewportRef} className="-mx-2 overflow-hidden px-2 py-2">
        <div className="-ms-4 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { index: i + 1, total: slides.length })}
              className="min-w-0 shrink-0 grow-0 basis-[62%] ps-4 sm:basis-1/3 lg:basis-1/4 xl:basis-1/5"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

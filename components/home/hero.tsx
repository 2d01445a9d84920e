import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { imgProps, lcpImgProps } from '@/lib/server-image';
import { HeroSlideshow } from './hero-slideshow';

export const heroImages = ['/images/hero-1.webp', '/images/hero-2.webp', '/images/hero-3.webp'] as const;

/** The first picture is the page's LCP element (preloaded, high priority); the others load lazily. */
const heroSlides = () => heroImages.map((src, i) => (i === 0 ? lcpImgProps : imgProps)({ src, alt: '', fill: true, sizes: '100vw' }));

/** Full-screen hero (spec §2 Home), anchor #inicio; sits under the transparent header. */
export async function Hero() {
  const t = await getTranslations('Home');
  return (
    <section
      id="inicio"
      aria-labelledby="hero-title"
      className="on-dark relative isolate flex min-h-[calc(100svh-3rem)] items-center overflow-hidden pt-16 text-white"
    >
      <HeroSlideshow slides={heroSlides()} />
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <div className="max-w-2xl">
          <h1 id="hero-title" className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('heroTitle')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-white/90 sm:text-xl">{t('heroText')}</p>
          <Link href="/tienda" className={buttonClasses({ size: 'lg', className: 'mt-8 shadow-raised' })}>
            {t('heroCta')}
          </Link>
        </div>
      </div>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { business } from '@/lib/business';
import { Link } from '@/lib/i18n/navigation';

/** A missing product or page: said plainly, in the shopper's language, with the way back. */
export default async function StoreNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {/* React hoists these into <head>; not-found pages take no metadata export. */}
      <title>{`${t('metaTitle')} | ${business.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <Icon name="searchX" className="size-12 text-primary" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/tienda" className={buttonClasses({ variant: 'primary' })}>
          {t('store')}
        </Link>
        <Link href="/" className={buttonClasses({ variant: 'outline' })}>
          {t('home')}
        </Link>
      </div>
    </section>
  );
}

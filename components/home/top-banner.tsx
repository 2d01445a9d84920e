import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** The home's top banner (spec §2): points shoppers to the biodegradable section. */
export async function TopBanner() {
  const t = await getTranslations('Home');
  return (
    <aside aria-label={t('bannerLabel')}>
      <Link
        href={{ pathname: '/tienda', query: { category: 'Biodegradables' } }}
        className="on-dark flex min-h-tap items-center justify-center gap-2 bg-primary-active px-4 py-2 text-center text-xs font-semibold tracking-wide text-white hover:bg-primary-hover sm:text-sm"
      >
        <Icon name="leaf" className="size-4 shrink-0" />
        <span>{t('banner')}</span>
      </Link>
    </aside>
  );
}

import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';

export default function BaselinePage({ params }) {
  const { locale } = use(params);
  setRequestLocale(locale);
  const t = useTranslations('Baseline');
  return (
    <main>
      <h1>{t('heading')}</h1>
      <p>{t('body')}</p>
    </main>
  );
}

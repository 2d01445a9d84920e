import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApiReference } from '@/components/docs/api-reference';
import { buildOpenApiDocument } from '@/lib/contracts/openapi';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'ApiDocs' });
  // A reference for integrators and staff, not a store page: kept out of search results.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The API reference for staff and integrators, from the document /api/openapi.json serves. */
export default async function ApiDocsPage({ params }: Props) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  return (
    <main id="contenido">
      <ApiReference document={buildOpenApiDocument()} />
    </main>
  );
}

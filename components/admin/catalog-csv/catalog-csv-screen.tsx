'use client';

import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { ExportCard } from './export-card';
import { ImportCard } from './import-card';

/** Issue 24 §3: 'Importar / Exportar', the catalogue as a CSV file by SKU. */
export function CatalogCsvScreen() {
  const t = useTranslations('AdminCatalogCsv');
  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      actions={
        <Link href="/admin/products" className={buttonClasses({ variant: 'outline' })}>
          {t('backToProducts')}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <ExportCard />
        <ImportCard />
      </div>
    </AdminPage>
  );
}

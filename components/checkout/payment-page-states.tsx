'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/lib/i18n/navigation';

/** The payment page's two states without its steps, shared by the page and its lazily loaded steps. */
export function OrderNotFound() {
  const t = useTranslations('Checkout');
  return (
    <div className="space-y-4 py-8">
      <p role="alert" className="text-lg">
        {t('orderNotFound')}
      </p>
      <Link href="/perfil" className={buttonClasses({ variant: 'outline' })}>
        {t('goToProfile')}
      </Link>
    </div>
  );
}

/** While the order and the payment methods load (and, before that, the steps' code). */
export function LoadingOrder() {
  const t = useTranslations('Checkout');
  return (
    <p className="flex items-center gap-2 py-12 text-muted-foreground">
      <Spinner /> {t('loadingOrder')}
    </p>
  );
}

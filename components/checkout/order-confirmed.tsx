import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/**
 * Spec 1 §2 "Order confirmed": the thanks, the proof received for order #id, what happens next and
 * the way on. /orden-confirmada/{id} and a payment link whose proof was sent (issue 23 §3) show it.
 * `next` replaces the 'see it in your profile' sentence; `profile` hides 'Ir a Mi Perfil' when the
 * reader may have no account (a link holder).
 */
export async function OrderConfirmed({
  id,
  received,
  next,
  profile = true,
  children,
}: {
  id: number | string;
  received?: string;
  next?: string;
  profile?: boolean;
  children?: ReactNode;
}) {
  const t = await getTranslations('Checkout');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-12 text-center sm:px-6 lg:py-20">
      <CircleCheck aria-hidden="true" className="size-16 text-success" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('confirmedTitle')}</h1>
      <p className="mt-4 text-lg">{received ?? t('confirmedReceived', { id })}</p>
      <p className="mt-2 text-muted-foreground">{next ?? t('confirmedNext')}</p>
      {children}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {profile ? (
          <Link href="/perfil" className={buttonClasses({ className: 'w-full sm:w-auto' })}>
            {t('goToProfileButton')}
          </Link>
        ) : null}
        <Link href="/tienda" className={buttonClasses({ variant: profile ? 'outline' : 'primary', className: 'w-full sm:w-auto' })}>
          {t('keepShopping')}
        </Link>
      </div>
    </div>
  );
}

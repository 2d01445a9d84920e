'use client';

import { useTranslations } from 'next-intl';
import { useProfile } from '@/lib/api-client/customer';
import { useUserAuth } from '@/lib/session/customer-session';
import { LogoutEverywhere } from './logout-everywhere';
import { PersonalDataCard } from './personal-data-card';
import { ProfileForm } from './profile-form';
import { ErrorState, LoadingState } from './query-states';
import { useLoadErrorNotice } from './use-load-error-notice';

/** 'Mis Datos': a 404 (never saved) is an empty profile prefilled with the session name; then the sessions card. */
export function ProfileDataTab() {
  const t = useTranslations('Account.profile');
  const { customer } = useUserAuth();
  const profile = useProfile();
  useLoadErrorNotice(profile.error, () => t('loadError'));

  if (profile.isPending) return <LoadingState label={t('loading')} />;
  if (profile.isError) return <ErrorState message={t('loadError')} onRetry={() => profile.refetch()} />;
  return (
    <>
      <ProfileForm
        profile={
          profile.data ?? {
            email: customer?.email ?? '',
            fullName: customer?.name ?? '',
            phone: null,
            documentType: 'CC',
            documentNumber: null,
            isBusiness: false,
            businessName: null,
            businessTaxId: null,
            invoiceEmail: null,
          }
        }
      />
      <LogoutEverywhere />
      <PersonalDataCard />
    </>
  );
}

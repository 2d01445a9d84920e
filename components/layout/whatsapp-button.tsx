import { useTranslations } from 'next-intl';
import { whatsappLink } from '@/lib/whatsapp';
import { WhatsAppIcon } from './whatsapp-icon';
import { WhatsAppLink } from './whatsapp-link';

/**
 * Floating chat button, bottom right: a link that opens WhatsApp with the business number and a
 * prefilled greeting in a new tab. Rendered here on the server; only the bubble and the unread
 * dot (whatsapp-link.tsx) run in the browser.
 */
export function WhatsAppButton() {
  const t = useTranslations('WhatsApp');
  return (
    <aside aria-label={t('regionLabel')} className="pointer-events-none fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
      <WhatsAppLink href={whatsappLink(t('prefilledMessage'))} label={t('buttonLabel')} bubble={t('bubble')}>
        <WhatsAppIcon className="size-8" />
      </WhatsAppLink>
    </aside>
  );
}

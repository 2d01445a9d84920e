import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { whatsappLink } from '@/lib/whatsapp';
import { WhatsAppIcon } from './whatsapp-icon';
import { WhatsAppLink } from './whatsapp-link';

/**
 * Floating chat button, bottom right: a link that opens WhatsApp with the business number and a
 * prefilled greeting in a new tab. Rendered here on the server; only the bubble and the unread
 * dot (whatsapp-link.tsx) run in the browser, with its close button: closed, it stays away for the
 * rest of the visit (sessionStorage), and it is not shown on phones on the payment page, where it
 * would cover the submit button.
 */
export function WhatsAppButton() {
  const t = useTranslations('WhatsApp');
  return (
    <aside aria-label={t('regionLabel')} className="pointer-events-none fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
      <WhatsAppLink
        href={whatsappLink(t('prefilledMessage'))}
        label={t('buttonLabel')}
        bubble={t('bubble')}
        dismissLabel={t('dismiss')}
        dismissIcon={<Icon name="x" className="size-4" />}
      >
        <WhatsAppIcon className="size-8" />
      </WhatsAppLink>
    </aside>
  );
}

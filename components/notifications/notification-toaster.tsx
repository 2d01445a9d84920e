'use client';

import { useEffect } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Toaster } from 'sonner';

export { toast } from 'sonner';

/** Spec §4/§9: bottom left, gone after 5 s or when its close button is clicked. */
export const NOTIFICATION_DURATION_MS = 5000;

const icons = {
  success: <CircleCheck aria-hidden="true" className="size-5 text-success" />,
  error: <CircleAlert aria-hidden="true" className="size-5 text-danger" />,
  info: <Info aria-hidden="true" className="size-5 text-info" />,
  warning: <TriangleAlert aria-hidden="true" className="size-5 text-warning" />,
};

/**
 * sonner's Toaster with the store's look, in the chunk loaded on the first notification.
 * `onReady` runs after the Toaster's own effect has subscribed to sonner's store.
 */
export function NotificationToaster({ onReady, onGone }: { onReady: () => void; onGone: () => void }) {
  const t = useTranslations('Notifications');
  useEffect(() => {
    onReady();
    return onGone;
  }, [onReady, onGone]);
  return (
    <Toaster
      position="bottom-left"
      duration={NOTIFICATION_DURATION_MS}
      closeButton
      icons={icons}
      containerAriaLabel={t('region')}
      toastOptions={{
        closeButtonAriaLabel: t('close'),
        classNames: {
          toast: 'rounded-control! border-border! text-foreground! shadow-raised! text-sm!',
          error: 'border-danger/40!',
          success: 'border-success/40!',
          warning: 'border-warning/40!',
          info: 'border-info/40!',
          // Sonner's 20 px close button is below the 24 px minimum target (WCAG 2.5.8).
          closeButton: 'size-7! bg-surface! text-foreground! border-input!',
          // 'Deshacer' (a cart line set to 0): the store's primary button, a target of 32 px.
          actionButton: 'h-8! px-3! rounded-control! bg-primary! text-primary-foreground! font-semibold! text-sm!',
        },
      }}
    />
  );
}

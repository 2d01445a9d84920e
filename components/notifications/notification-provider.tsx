'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Toaster, toast } from 'sonner';

export type NotificationType = 'success' | 'error' | 'info' | 'warning';

export type NotificationApi = {
  notify: (message: string, type?: NotificationType) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
};

/** Spec §4/§9: bottom left, gone after 5 s or when its close button is clicked. */
export const NOTIFICATION_DURATION_MS = 5000;

const NotificationContext = createContext<NotificationApi | null>(null);

const api: NotificationApi = {
  notify: (message, type = 'info') => toast[type](message),
  success: (message) => toast.success(message),
  error: (message) => toast.error(message),
  info: (message) => toast.info(message),
  warning: (message) => toast.warning(message),
};

const icons = {
  success: <CircleCheck aria-hidden="true" className="size-5 text-success" />,
  error: <CircleAlert aria-hidden="true" className="size-5 text-danger" />,
  info: <Info aria-hidden="true" className="size-5 text-info" />,
  warning: <TriangleAlert aria-hidden="true" className="size-5 text-warning" />,
};

export function NotificationProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('Notifications');
  return (
    <NotificationContext.Provider value={api}>
      {children}
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
          },
        }}
      />
    </NotificationContext.Provider>
  );
}

export function useNotification(): NotificationApi {
  const context = useContext(NotificationContext);
  if (!context) throw new Error('useNotification debe ser usado dentro de un NotificationProvider');
  return context;
}

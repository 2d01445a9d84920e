'use client';

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';

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

type Sonner = typeof import('sonner');

/*
 * sonner (≈ 12 KiB gzipped) is loaded on the first notification, not with every page: most
 * visits never show one. Until its <Toaster> has mounted (and subscribed), notifications wait
 * in `pending` and are shown, in order, as soon as it has.
 */
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let toasterReady = false;
const pending: [string, NotificationType][] = [];
const listeners = new Set<(module: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    for (const listener of listeners) listener(module);
    return module;
  });
  return loading;
}

function show(message: string, type: NotificationType) {
  if (sonner && toasterReady) {
    sonner.toast[type](message);
    return;
  }
  pending.push([message, type]);
  void loadSonner();
}

function flushPending() {
  toasterReady = true;
  for (const [message, type] of pending.splice(0)) sonner?.toast[type](message);
}

const api: NotificationApi = {
  notify: (message, type = 'info') => show(message, type),
  success: (message) => show(message, 'success'),
  error: (message) => show(message, 'error'),
  info: (message) => show(message, 'info'),
  warning: (message) => show(message, 'warning'),
};

const icons = {
  success: <CircleCheck aria-hidden="true" className="size-5 text-success" />,
  error: <CircleAlert aria-hidden="true" className="size-5 text-danger" />,
  info: <Info aria-hidden="true" className="size-5 text-info" />,
  warning: <TriangleAlert aria-hidden="true" className="size-5 text-warning" />,
};

function LoadedToaster({ module }: { module: Sonner }) {
  const t = useTranslations('Notifications');
  // Runs after the Toaster's own effect has subscribed to sonner's store.
  useEffect(() => {
    flushPending();
    return () => {
      toasterReady = false;
    };
  }, []);
  const { Toaster } = module;
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
        },
      }}
    />
  );
}

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [module, setModule] = useState<Sonner | null>(sonner);
  useEffect(() => {
    listeners.add(setModule);
    if (sonner) setModule(sonner);
    return () => {
      listeners.delete(setModule);
    };
  }, []);
  return (
    <NotificationContext.Provider value={api}>
      {children}
      {module && <LoadedToaster module={module} />}
    </NotificationContext.Provider>
  );
}

export function useNotification(): NotificationApi {
  const context = useContext(NotificationContext);
  if (!context) throw new Error('useNotification debe ser usado dentro de un NotificationProvider');
  return context;
}

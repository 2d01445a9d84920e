'use client';

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

export type NotificationType = 'success' | 'error' | 'info' | 'warning';

/** A button in the notification, such as 'Deshacer'; pressing it also closes the notification. */
export type NotificationAction = { label: string; onClick: () => void };

export type NotificationApi = {
  notify: (message: string, type?: NotificationType) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string, action?: NotificationAction) => void;
  warning: (message: string) => void;
};

const NotificationContext = createContext<NotificationApi | null>(null);

type ToasterModule = typeof import('./notification-toaster');

/*
 * sonner (≈ 12 KiB gzipped), with the Toaster's look and icons, is loaded on the first
 * notification, not with every page: most visits never show one. Until its <Toaster> has mounted
 * (and subscribed), notifications wait in `pending` and are shown, in order, as soon as it has.
 */
let toaster: ToasterModule | null = null;
let loading: Promise<ToasterModule> | null = null;
let toasterReady = false;
const pending: [string, NotificationType, NotificationAction?][] = [];
const listeners = new Set<(module: ToasterModule) => void>();

function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./notification-toaster').then((module) => {
    toaster = module;
    for (const listener of listeners) listener(module);
    return module;
  });
  return loading;
}

function show(message: string, type: NotificationType, action?: NotificationAction) {
  if (toaster && toasterReady) {
    toaster.toast[type](message, { action });
    return;
  }
  pending.push([message, type, action]);
  void loadToaster();
}

function flushPending() {
  toasterReady = true;
  for (const [message, type, action] of pending.splice(0)) toaster?.toast[type](message, { action });
}

function toasterGone() {
  toasterReady = false;
}

/** The same API outside React: for a handler loaded on tap (components/cart/quote-download.ts). */
export const notificationApi: NotificationApi = {
  notify: (message, type = 'info') => show(message, type),
  success: (message) => show(message, 'success'),
  error: (message) => show(message, 'error'),
  info: (message, action) => show(message, 'info', action),
  warning: (message) => show(message, 'warning'),
};

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [module, setModule] = useState<ToasterModule | null>(toaster);
  useEffect(() => {
    listeners.add(setModule);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the toaster module may have loaded before this provider mounted.
    if (toaster) setModule(toaster);
    return () => {
      listeners.delete(setModule);
    };
  }, []);
  return (
    <NotificationContext.Provider value={notificationApi}>
      {children}
      {module && <module.NotificationToaster onReady={flushPending} onGone={toasterGone} />}
    </NotificationContext.Provider>
  );
}

export function useNotification(): NotificationApi {
  const context = useContext(NotificationContext);
  if (!context) throw new Error('useNotification debe ser usado dentro de un NotificationProvider');
  return context;
}

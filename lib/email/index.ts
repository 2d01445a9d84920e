import 'server-only';
import { getEnv } from '@/lib/env';
import { createLogDriver, createResendDriver, type EmailDriver } from './drivers';

export type { EmailDriver, EmailMessage, SendOptions } from './drivers';
export { EmailSendError } from './drivers';

let cached: EmailDriver | undefined;

/** Resend when RESEND_API_KEY is set, else the log driver (embedded mode). */
export function getEmailDriver(): EmailDriver {
  if (cached) return cached;
  const env = getEnv();
  cached = env.RESEND_API_KEY
    ? createResendDriver({ apiKey: env.RESEND_API_KEY, from: env.EMAIL_FROM, baseUrl: env.RESEND_BASE_URL })
    : createLogDriver();
  return cached;
}

/** Test hook: install a fake driver, or pass nothing to choose from the environment again. */
export function setEmailDriverForTests(driver?: EmailDriver): void {
  cached = driver;
}

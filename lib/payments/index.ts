import 'server-only';
import { getEnv } from '@/lib/env';
import { resolvePaymentsSettings, type PaymentsSettings, type WompiSettings } from './settings';

export type { PaymentsSettings, WompiSettings } from './settings';

let installed: PaymentsSettings | undefined;
// Read again whenever the parsed environment is (resetEnvCache in tests).
const resolved = new WeakMap<object, PaymentsSettings>();

/** 'wompi' when its four keys are set (lib/env refuses a partial set), else 'manual'. */
export function getPaymentsSettings(): PaymentsSettings {
  if (installed) return installed;
  const env = getEnv();
  let settings = resolved.get(env);
  if (!settings) {
    settings = resolvePaymentsSettings(env);
    resolved.set(env, settings);
  }
  return settings;
}

/** True when customers can pay online: the pages offer 'Pagar en línea' only then. */
export function onlinePaymentsEnabled(): boolean {
  return getPaymentsSettings().driver === 'wompi';
}

/** The Wompi settings, or null with the manual driver. */
export function wompiSettings(): WompiSettings | null {
  const settings = getPaymentsSettings();
  return settings.driver === 'wompi' ? settings.wompi : null;
}

/** Test hook: install settings, or pass nothing to read the environment again. */
export function setPaymentsSettingsForTests(settings?: PaymentsSettings): void {
  installed = settings;
}

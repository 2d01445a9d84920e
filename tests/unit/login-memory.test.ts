import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/browser-storage-keys';
import { profileTabOfSlug, profileTabPath } from '@/lib/domain/profile-tabs';
import {
  forgetSentCode,
  parseLoginReturn,
  recallSentCode,
  rememberLoginReturn,
  rememberSentCode,
  takeLoginReturn,
} from '@/lib/session/login-memory';
import { takeLoginReturnEntry } from '@/lib/session/login-return-entry';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, String(value));
  removeItem = (key: string) => void this.values.delete(key);
}

describe('what the login dialog remembers for the tab', () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage: new MemoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('recalls the e-mail a code was sent to while the code is valid (10 minutes), then forgets it', () => {
    rememberSentCode('ana@example.com', 123);
    expect(recallSentCode()).toMatchObject({ email: 'ana@example.com', resendAt: 123 });
    expect(recallSentCode(Date.now() + 9 * 60_000)?.email).toBe('ana@example.com');
    expect(recallSentCode(Date.now() + 11 * 60_000)).toBeNull();
    forgetSentCode();
    expect(recallSentCode()).toBeNull();
  });

  it('returns once to a profile tab after sign-in, with the words /perfil gave, and never to anything else', () => {
    rememberLoginReturn('/perfil?tab=envios', 'Inicia sesión para ver tu perfil.');
    expect(takeLoginReturn()).toEqual({ path: '/perfil?tab=envios', reason: 'Inicia sesión para ver tu perfil.' });
    expect(takeLoginReturn()).toBeNull();
    for (const path of ['https://evil.example/perfil', '//evil.example', '/admin', '/perfil?tab=<x>', '/perfil?tab=envios&next=//evil']) {
      rememberLoginReturn(path, 'x');
      expect(takeLoginReturn(), path).toBeNull();
    }
    // A tampered entry is ignored and removed.
    window.sessionStorage.setItem(storageKeys.loginReturn, JSON.stringify({ path: 'https://evil.example', reason: 'x', at: Date.now() }));
    expect(takeLoginReturn()).toBeNull();
    expect(window.sessionStorage.getItem(storageKeys.loginReturn)).toBeNull();
  });

  it('the header takes the entry once; parsing it is pure, so a restarted render finds the same return', () => {
    rememberLoginReturn('/perfil?tab=direcciones', 'Inicia sesión para ver tu perfil.');
    const entry = takeLoginReturnEntry();
    expect(takeLoginReturnEntry()).toBeNull();
    const expected = { path: '/perfil?tab=direcciones', reason: 'Inicia sesión para ver tu perfil.' };
    expect(parseLoginReturn(entry)).toEqual(expected);
    expect(parseLoginReturn(entry)).toEqual(expected);
    expect(parseLoginReturn(null)).toBeNull();
    expect(parseLoginReturn('{not json')).toBeNull();
  });

  it('forgets a return older than two minutes (an old visit does not open the dialog later)', () => {
    const at = Date.now();
    rememberLoginReturn('/perfil', 'x', at);
    expect(takeLoginReturn(at + 3 * 60_000)).toBeNull();
    rememberLoginReturn('/perfil', 'x', at);
    expect(takeLoginReturn(at + 60_000)?.path).toBe('/perfil');
  });

  it('remembers nothing, without failing, when storage is unavailable', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('blocked');
      },
    });
    rememberSentCode('ana@example.com', 1);
    expect(recallSentCode()).toBeNull();
    rememberLoginReturn('/perfil', 'x');
    expect(takeLoginReturn()).toBeNull();
  });
});

describe('the profile tab in the URL', () => {
  it('maps slugs to tabs and back; unknown or missing slugs open the orders', () => {
    expect(profileTabOfSlug('envios')).toBe('shipments');
    expect(profileTabOfSlug('direcciones')).toBe('addresses');
    expect(profileTabOfSlug('datos')).toBe('data');
    expect(profileTabOfSlug(null)).toBe('orders');
    expect(profileTabOfSlug('shipments')).toBe('orders');
    expect(profileTabPath('orders')).toBe('/perfil');
    expect(profileTabPath('shipments')).toBe('/perfil?tab=envios');
  });
});

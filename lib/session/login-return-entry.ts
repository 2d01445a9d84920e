/**
 * The raw "return after sign-in" entry /perfil leaves in the tab's sessionStorage
 * (lib/session/login-memory.ts parses it). A module of its own because the header, on every
 * store page, only needs to take it: the parsing loads with the login dialog.
 */
import { storageKeys } from '@/lib/browser-storage-keys';

/**
 * The entry as stored, removed from the tab. The header takes it after a commit and hands it to
 * the lazily loaded dialog: taken while that dialog first rendered, a render React restarts (an
 * interrupted Suspense retry on a busy phone) found it gone and the prompt never opened.
 */
export function takeLoginReturnEntry(): string | null {
  try {
    const entry = window.sessionStorage.getItem(storageKeys.loginReturn);
    window.sessionStorage.removeItem(storageKeys.loginReturn);
    return entry;
  } catch {
    return null;
  }
}

import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything but the API, Next internals, uploaded files and files with an extension.
  matcher: '/((?!api|files|_next|_vercel|.*\\..*).*)',
};

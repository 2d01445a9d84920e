import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing.js';

// The same locale routing as the store (Spanish unprefixed, English under /en).
export default createMiddleware(routing);

export const config = { matcher: '/((?!api|_next|.*\\..*).*)' };

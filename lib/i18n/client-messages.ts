/**
 * The message namespaces the storefront's client components read (useTranslations outside the
 * back office). Only these reach the browser: the root layout's NextIntlClientProvider would
 * otherwise put the whole catalogue of texts (back-office screens, the privacy policy…) into the
 * flight data of every page. The back office's layout provides all messages to its own screens.
 * tests/unit/client-messages.test.ts fails when a component uses a namespace missing here.
 */
export const STOREFRONT_CLIENT_NAMESPACES = [
  'Account',
  'Auth',
  'Cart',
  'Checkout',
  'Common',
  'Contact',
  'Header',
  'Home',
  'Locale',
  'Nav',
  'Notifications',
  'Orders',
  'Product',
  'ProductOptions',
  'Search',
  'Store',
  'WhatsApp',
] as const;

type Messages = Record<string, unknown>;

/** The given top-level namespaces of `messages`, nothing else. */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}

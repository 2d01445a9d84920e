/**
 * The message namespaces the storefront's client components read (useTranslations outside the
 * back office). Only these reach the browser: the root layout's NextIntlClientProvider would
 * otherwise put the whole catalogue of texts (back-office screens, the privacy policy…) into the
 * flight data of every page. The back office's layout provides all messages to its own screens.
 *
 * Every page gets the shared namespaces (header, cart, login, store cards); a route's own texts
 * reach only that route (components/i18n/route-messages.tsx adds them in its layout), so /tienda
 * does not carry the checkout's or the profile's texts (issue #7's HTML budget).
 * tests/unit/client-messages.test.ts fails when a component uses a namespace missing here.
 */
export const SHARED_CLIENT_NAMESPACES = [
  'Auth',
  'Common',
  'Header',
  'Locale',
  'Nav',
  'Notifications',
  'ProductOptions',
  'Search',
  'WhatsApp',
] as const;

/**
 * Namespaces of which every page needs only a few texts: the header's account menu
 * (components/account/account-menu-dropdown.tsx) and the price of a product in the browser
 * (components/store/price-tag.tsx; the rest of Store is the store page's, rendered on the server).
 */
export const SHARED_CLIENT_KEYS = {
  Account: ['menuLabel', 'profileLink', 'logout', 'loggedOut'],
  Store: ['from', 'salePrice', 'regularPrice'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Namespaces every page needs but for a few texts of one route: the cart button, menu, add
 * buttons and options dialog read Cart on every page; the summary, lines and WhatsApp order
 * text of /carrito (cart-page, cart-line, cart-summary, lib/cart/cart.ts) only there.
 */
export const SHARED_CLIENT_OMITTED_KEYS = {
  Cart: [
    'metaTitle',
    'title',
    'loading',
    'empty',
    'goToStore',
    'lineCount',
    'nudge',
    'quantityOf',
    'unitPrice',
    'summaryTitle',
    'shippingNote',
    'deliveryFreeFrom',
    'deliveryMissing',
    'deliveryReached',
    'deliveryReachedIn',
    'orderWhatsApp',
    'opensInNewTab',
    'whatsappIntro',
    'whatsappLine',
    'whatsappPackLine',
    'whatsappTotal',
    'whatsappOutro',
    'whatsappSharedCart',
    'stockSoldOut',
    'adjustTo',
    'adjustToLabel',
    'removeShort',
    'nudgeUnit',
    'lineRemoved',
    'undo',
    'ivaIncluded',
    'downloadQuote',
    'quoteError',
  ],
} as const satisfies Record<string, readonly string[]>;

/** Texts only some routes' client components read, by the route group that provides them. */
export const ROUTE_CLIENT_NAMESPACES = {
  home: ['Home'],
  product: ['Product'],
  contact: ['Contact'],
  /** /checkout, /orden-confirmada and /perfil. */
  customer: ['Account', 'Checkout', 'Orders', 'OrderCancel', 'PendingOrder', 'Fiscal', 'Invoicing'],
  /** /carrito: its own Cart texts, and the checkout's start (login gate, address dialog). */
  cart: ['Cart', 'Account', 'Checkout', 'Orders', 'PendingOrder', 'Fiscal'],
  /** /privacidad/aceptar: the consent link of the login-code e-mail. */
  consentLink: ['ConsentLink'],
} as const satisfies Record<string, readonly string[]>;

export type ClientMessagesRoute = keyof typeof ROUTE_CLIENT_NAMESPACES;

export const STOREFRONT_CLIENT_NAMESPACES: readonly string[] = [
  ...new Set([
    ...SHARED_CLIENT_NAMESPACES,
    ...Object.keys(SHARED_CLIENT_KEYS),
    ...Object.keys(SHARED_CLIENT_OMITTED_KEYS),
    ...Object.values(ROUTE_CLIENT_NAMESPACES).flat(),
  ]),
].sort();

type Messages = Record<string, unknown>;

/** The given top-level namespaces of `messages`, nothing else. */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}

/** What every storefront page sends: the shared namespaces and the shared texts of the others. */
export function pickSharedMessages(messages: Messages): Messages {
  const namespace = (ns: string) => (messages[ns] ?? {}) as Messages;
  const subsets = Object.entries(SHARED_CLIENT_KEYS).map(([ns, keys]) => [ns, pickMessages(namespace(ns), keys)]);
  const trimmed = Object.entries(SHARED_CLIENT_OMITTED_KEYS).map(([ns, omitted]) => [
    ns,
    Object.fromEntries(Object.entries(namespace(ns)).filter(([key]) => !(omitted as readonly string[]).includes(key))),
  ]);
  return { ...pickMessages(messages, SHARED_CLIENT_NAMESPACES), ...Object.fromEntries(subsets), ...Object.fromEntries(trimmed) };
}

/**
 * Browser-storage keys, prefixed with the brand slug (NEXT_PUBLIC_BUSINESS_SLUG, else 'ecoplast').
 * Apart from lib/business.ts so that the cart, the session and the language switch, on every
 * page's first load, do not bring the business's whole identity (names, addresses, links) along.
 */
export const brandSlug = process.env.NEXT_PUBLIC_BUSINESS_SLUG?.trim() || 'ecoplast';

export const storageKeys = {
  cart: `${brandSlug}-cart`,
  customerToken: `${brandSlug}-customer-token`,
  adminToken: `${brandSlug}-admin-token`,
  lang: `${brandSlug}-lang`,
  /** sessionStorage: the shopper closed the floating WhatsApp button for this visit. */
  whatsappDismissed: `${brandSlug}-whatsapp-dismissed`,
  /** sessionStorage: /perfil sent a signed-out visitor home; the header's login dialog opens (lib/session/login-memory.ts). */
  loginReturn: `${brandSlug}-login-return`,
} as const;

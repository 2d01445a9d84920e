/**
 * Number that receives WhatsApp orders, digits only with the country code (NEXT_PUBLIC_BUSINESS_WHATSAPP).
 * Apart from lib/business.ts (which reads it from here) so the cart page's order link does not bundle
 * the business's whole identity.
 */
export const whatsappNumber = process.env.NEXT_PUBLIC_BUSINESS_WHATSAPP?.trim() || '573001234567';

export function whatsappLink(text: string, number: string = whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

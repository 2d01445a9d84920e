/**
 * The business identity: one place for names, contact data and the brand slug.
 * Values are public (they appear on every page), so each can be overridden at build
 * time with a NEXT_PUBLIC_BUSINESS_* variable and is safe to import from client code.
 */
import { brandSlug } from './browser-storage-keys';
import { whatsappNumber } from './whatsapp';

export { storageKeys } from './browser-storage-keys';
export { whatsappLink } from './whatsapp';

const pick = (value: string | undefined, fallback: string) => (value && value.trim() !== '' ? value.trim() : fallback);

export const business = {
  brandSlug,
  name: pick(process.env.NEXT_PUBLIC_BUSINESS_NAME, 'EcoPlast Cúcuta'),
  legalName: pick(process.env.NEXT_PUBLIC_BUSINESS_LEGAL_NAME, 'EcoPlast Distribuciones S.A.S.'),
  /** Display phone, Colombian, with the +57 prefix. */
  phone: pick(process.env.NEXT_PUBLIC_BUSINESS_PHONE, '+57 300 123 4567'),
  /** Number that receives WhatsApp orders, digits only with the country code. */
  whatsappNumber,
  email: pick(process.env.NEXT_PUBLIC_BUSINESS_EMAIL, 'ventas@ecoplastcucuta.co'),
  streetAddress: pick(process.env.NEXT_PUBLIC_BUSINESS_STREET, 'Av. 7 # 12-45, Centro'),
  city: 'Cúcuta',
  region: 'Norte de Santander',
  postalCode: pick(process.env.NEXT_PUBLIC_BUSINESS_POSTAL_CODE, '540006'),
  country: 'CO',
  geo: {
    latitude: Number(pick(process.env.NEXT_PUBLIC_BUSINESS_LAT, '7.8939')),
    longitude: Number(pick(process.env.NEXT_PUBLIC_BUSINESS_LNG, '-72.5078')),
  },
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '07:30', closes: '18:00' },
  priceRange: '$$',
  social: {
    facebook: pick(process.env.NEXT_PUBLIC_BUSINESS_FACEBOOK, 'https://www.facebook.com/ecoplastcucuta'),
    instagram: pick(process.env.NEXT_PUBLIC_BUSINESS_INSTAGRAM, 'https://www.instagram.com/ecoplastcucuta'),
    tiktok: pick(process.env.NEXT_PUBLIC_BUSINESS_TIKTOK, 'https://www.tiktok.com/@ecoplastcucuta'),
  },
  developerCredit: {
    name: pick(process.env.NEXT_PUBLIC_DEVELOPER_NAME, 'Equipo EcoPlast Digital'),
    url: pick(process.env.NEXT_PUBLIC_DEVELOPER_URL, 'https://ecoplastcucuta.co'),
  },
} as const;

export function mapsSearchLink(): string {
  const query = `${business.streetAddress}, ${business.city}, ${business.region}, Colombia`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

import { notFound } from 'next/navigation';

/** Any other path inside the store answers 404 with the store's own not-found page (header and footer included). */
export default function UnknownStorePath() {
  notFound();
}

import { pdfResponse } from '@/lib/http/pdf-response';
import { apiRoute, clientIp, parseJson, policies, requestLocale } from '@/lib/http/route';
import { createQuote } from '@/lib/services/documents';
import { quoteInput } from '@/lib/validation/quote';

/**
 * A numbered quote (cotización) for the cart's lines, as a PDF in the page's language
 * (Accept-Language): public, rate-limited per IP, priced by the server (docs/documents.md).
 */
export const POST = apiRoute(policies.public, async ({ req }) => {
  const quote = await createQuote(clientIp(req), requestLocale(req), () => parseJson(req, quoteInput));
  return pdfResponse(quote.bytes, quote.fileName);
});

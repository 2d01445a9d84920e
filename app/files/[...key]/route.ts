import { apiRoute, policies } from '@/lib/http/route';
import { serveLocalFile } from '@/lib/storage/local';

/** Files of the local storage driver (under DATA_DIR/uploads), cached as immutable. */
export const GET = apiRoute(policies.public, ({ req, params }) => serveLocalFile(params.key ?? '', req));
export const HEAD = GET;

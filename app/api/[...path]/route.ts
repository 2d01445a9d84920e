import { unknownPathMessage } from '@/lib/http/api-edges';
import { ApiError } from '@/lib/http/errors';
import { apiRoute, policies } from '@/lib/http/route';

/**
 * Any /api path no other route file matches: a JSON 404 in the caller's language (Next would
 * answer its HTML error page). Every method, so an unknown path is a 404 whatever is asked.
 */
const unknownPath = apiRoute(policies.public, async () => {
  throw new ApiError(404, 'not_found', unknownPathMessage('es'), undefined, undefined, undefined, unknownPathMessage('en'));
});

export { unknownPath as DELETE, unknownPath as GET, unknownPath as OPTIONS, unknownPath as PATCH, unknownPath as POST, unknownPath as PUT };

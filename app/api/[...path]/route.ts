import { apiError } from '@/lib/errors';
import { apiRoute, policies } from '@/lib/http/route';

/**
 * Any /api path no other route file matches: a JSON 404 in the caller's language (Next would
 * answer its HTML error page). Every method, so an unknown path is a 404 whatever is asked.
 */
const unknownPath = apiRoute(policies.public, async () => {
  throw apiError({ code: 'not_found', key: 'unknownPath' });
});

export { unknownPath as DELETE, unknownPath as GET, unknownPath as OPTIONS, unknownPath as PATCH, unknownPath as POST, unknownPath as PUT };

import { vi } from 'vitest';

/**
 * Every answer a route handler gives in the suite is checked against its operation's response
 * schema (lib/contracts), whichever test made the call: a handler that answers a shape the
 * OpenAPI document does not describe fails the test that called it. Wrapped here, around the
 * one route wrapper, so no test and no handler has to opt in.
 */
vi.mock('@/lib/http/route', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/http/route')>();
  const { checkAnswer } = await import('../helpers/contract-check');
  const apiRoute: typeof actual.apiRoute = (policy, handler) => {
    const wrapped = actual.apiRoute(policy, handler);
    const checked = async (...args: Parameters<typeof wrapped>) => {
      const response = await wrapped(...args);
      await checkAnswer(args[0], response);
      return response;
    };
    return Object.assign(checked, { policy: wrapped.policy });
  };
  return { ...actual, apiRoute };
});

import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/** The staff member a request acts for, as the activity log records them. */
export type ActivityActor = { id: number | null; nombre: string | null; email: string; ip: string | null };

const actorStore = new AsyncLocalStorage<ActivityActor>();

/**
 * Runs `work` as `actor`: everything it awaits (services, their transactions) can ask who acts
 * without the actor being passed down every call. The route wrapper runs each staff request so;
 * scripts and the seed run as nobody.
 */
export function runAsActor<T>(actor: ActivityActor, work: () => Promise<T>): Promise<T> {
  return actorStore.run(actor, work);
}

/** Who acts in the current request, or null outside a staff request. */
export function currentActor(): ActivityActor | null {
  return actorStore.getStore() ?? null;
}

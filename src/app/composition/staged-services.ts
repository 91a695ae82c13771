import type { ServiceIdentifier } from 'inversify';
import { loadOnce } from '../../shared/services/load-once';
import type { ServiceResolver } from '../../shared/services/services-context';

/** The first stage's services: each made on its first get, once (a session store starts its auth when made). */
export type FirstStage = ReadonlyMap<ServiceIdentifier<unknown>, () => unknown>;

/**
 * Services in two stages: the first (a few factories, no container) serves a page at once; the rest load on the
 * first `complete()` or `getAsync` of a service outside it, and from then on answer everything. A failed load is
 * tried again on the next call.
 */
export function stagedServices(first: FirstStage, loadRest: () => Promise<ServiceResolver>): ServiceResolver {
  const made = new Map<ServiceIdentifier<unknown>, unknown>();
  const fromFirst = (token: ServiceIdentifier<unknown>) => {
    if (!made.has(token)) made.set(token, first.get(token)!());
    return made.get(token);
  };
  const rest = loadOnce(loadRest);
  const load = () => rest.get();
  return {
    get<T>(token: ServiceIdentifier<T>): T {
      if (first.has(token)) return fromFirst(token) as T;
      const loaded = rest.loaded();
      if (!loaded) throw new Error(`${String(token)} is not available before the rest of the services load (await complete())`);
      return loaded.get(token);
    },
    async getAsync<T>(token: ServiceIdentifier<T>): Promise<T> {
      if (first.has(token)) return fromFirst(token) as T;
      return (await load()).getAsync(token);
    },
    async complete() {
      await load();
    },
  };
}

import { createContext, useContext } from 'react';
import type { ServiceIdentifier } from 'inversify';

/**
 * What components may do with the container: resolve a service by token. Nothing else. `getAsync` is for route code
 * only: a service whose code loads on demand (a feature's store) is resolved once before its page renders
 * (PageModule.services); from then on `get` returns it.
 */
export interface ServiceResolver {
  get<T>(token: ServiceIdentifier<T>): T;
  getAsync<T>(token: ServiceIdentifier<T>): Promise<T>;
  /**
   * Present when the services come in stages (the sign-in page starts with the few it needs): resolves once every
   * service can be got. The router awaits it before any page that is not marked `signInStage` loads or renders.
   */
  complete?(): Promise<void>;
}

export const ServicesContext = createContext<ServiceResolver | null>(null);

export function useService<T>(token: ServiceIdentifier<T>): T {
  const resolver = useContext(ServicesContext);
  if (!resolver) throw new Error('useService must be used inside <ServicesProvider>');
  return resolver.get(token);
}

import type { Container, Newable, ServiceIdentifier } from 'inversify';
import { lazyAsyncPort } from './lazy-port';

/**
 * Binds a port to a memory fake that loads on the port's first call, so its code (and its use cases) is a chunk of
 * its own that the demo's pages which never call it do not download. The container builds the fake as it would have
 * eagerly: its own injections, one instance. Only for ports whose every method returns a promise (lazyAsyncPort).
 */
export function bindLazyFake<P extends object>(container: Container, token: ServiceIdentifier<P>, load: () => Promise<Newable<P>>): void {
  container.bind(token).toConstantValue(
    lazyAsyncPort(async () => {
      const fake = await load();
      if (!container.isBound(fake)) container.bind(fake).toSelf();
      return container.get(fake);
    }),
  );
}

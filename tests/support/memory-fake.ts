import type { Container, ServiceIdentifier } from 'inversify';
import { loadedAdapter } from '../../src/app/composition/lazy-port';

/**
 * The memory fake behind a port of a memory container, loaded first when the profile binds it lazily: for a test or
 * story that uses the fake's hooks beyond its port (failNext, what it stored). `F` is the fake's class.
 */
export function memoryFake<F extends object>(services: Container, token: ServiceIdentifier<unknown>): Promise<F> {
  return loadedAdapter<F>(services.get(token) as object);
}

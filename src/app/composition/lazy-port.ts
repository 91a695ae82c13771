import { loadOnce } from '../../shared/services/load-once';

/** How a test or story reaches the adapter behind a lazy port (its fake's test hooks): see loadedAdapter. */
const ADAPTER = Symbol('lazyAsyncPort.adapter');

/**
 * A port whose adapter loads on its first call. Only for ports whose every method returns a promise: the call waits
 * for the adapter's chunk, then runs on it. A failed load is tried again on the next call. A method set on the port
 * itself (a test's spy, a story's override) is used as set, as on any other object.
 */
export function lazyAsyncPort<T extends object>(load: () => Promise<T>): T {
  const loading = loadOnce(load);
  const port = () => loading.get();
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const method = (key: string) => {
    let call = methods.get(key);
    if (!call) {
      call = async (...args: unknown[]) => {
        const adapter = await port();
        const member = (adapter as Record<string, unknown>)[key];
        if (typeof member !== 'function') throw new TypeError(`${key} is not a method of the loaded adapter`);
        return (member as (...a: unknown[]) => unknown).apply(adapter, args);
      };
      methods.set(key, call);
    }
    return call;
  };
  // Not a thenable, and no symbol protocol: inversify and await must see a plain object.
  const isMethod = (key: string | symbol): key is string => typeof key === 'string' && key !== 'then';
  return new Proxy({} as T, {
    get(target, key) {
      if (key === ADAPTER) return port;
      if (Reflect.has(target, key)) return Reflect.get(target, key);
      return isMethod(key) ? method(key) : undefined;
    },
    // A spy (vi.spyOn) looks for the method as an own property before it replaces it.
    getOwnPropertyDescriptor(target, key) {
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      if (own || !isMethod(key)) return own;
      return { value: method(key), writable: true, enumerable: false, configurable: true };
    },
  });
}

/**
 * The adapter behind a port, loaded if the port is lazy (the port itself otherwise): for tests and stories that use a
 * memory fake's test hooks beyond its port (failNext, the store it keeps).
 */
export async function loadedAdapter<A extends object>(port: object): Promise<A> {
  const load: unknown = Reflect.get(port, ADAPTER);
  return (typeof load === 'function' ? await (load as () => Promise<A>)() : port) as A;
}

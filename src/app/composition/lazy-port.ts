/**
 * A port whose adapter loads on its first call. Only for ports whose every method returns a promise: the call waits
 * for the adapter's chunk, then runs on it. A failed load is tried again on the next call.
 */
export function lazyAsyncPort<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  const port = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return new Proxy({} as T, {
    get(_target, key) {
      // Not a thenable, and no symbol protocol: inversify and await must see a plain object.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return async (...args: unknown[]) => {
        const adapter = await port();
        const method = (adapter as Record<string, unknown>)[key];
        if (typeof method !== 'function') throw new TypeError(`${key} is not a method of the loaded adapter`);
        return (method as (...a: unknown[]) => unknown).apply(adapter, args);
      };
    },
  });
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders on the server and while it hydrates prerendered HTML, true afterwards (and at once in a
 * page rendered in the browser). For what depends on the visitor's clock or browser: the HTML was rendered on
 * another day, so such parts render after hydration instead of mismatching it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

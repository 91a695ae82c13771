import type { AuthPort } from '../../../ports/auth-port';

/**
 * The admin's AuthPort that, when a sign-in starts, also starts `warm` (loading the desk's adapters and the Firestore
 * SDK): the desk's first page follows every sign-in, and its chunks then download beside the sign-in's round trip
 * instead of one after another behind it. Every method runs on `auth` itself; a failed warm-up is left to the first
 * port call, which loads the same chunks again and reports it.
 */
export function warmOnSignIn(auth: AuthPort, warm: () => Promise<unknown>): AuthPort {
  return new Proxy(auth, {
    get(target, key) {
      if (key === 'signIn') {
        return (...args: Parameters<AuthPort['signIn']>) => {
          // The sign-in first, so that running the warm-up's chunks as they arrive does not hold its request back
          // (with the warm-up started first, bench:desk's trace showed the request going out 20–70 ms later).
          const signedIn = target.signIn(...args);
          warm().catch(() => undefined);
          return signedIn;
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

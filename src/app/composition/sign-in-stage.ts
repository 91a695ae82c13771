import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';
import { FirebaseAuth } from '../../../adapters/firebase/firebase-auth';
import type { FirebaseStartup } from '../../../adapters/firebase/firebase-startup';
import { createFirebaseStartup } from '../../../adapters/firebase/firebase-tokens';
import type { AuthPort } from '../../../ports/auth-port';
import type { BuildVersionPort } from '../../../ports/build-version-port';
import { hasAnalyticsConsent } from '../../features/consent/consent-store';
import { createSessionStore, type SessionStore } from '../../shared/session/session-store';
import { currentBuild } from './current-build';
import { warmOnSignIn } from './warm-on-sign-in';

/**
 * What the photographer's sign-in page needs of the remote profiles, made without a container: the Firebase start-up,
 * the admin's auth and session, the build version. The full container (remote.ts) binds these same instances, so a
 * session begun on the sign-in page is the desk's session. Nothing here starts Firebase until a page asks for it.
 */
export interface SignInStage {
  startup: FirebaseStartup;
  adminAuth: AuthPort;
  /** Made on first use: a session store starts its auth at once. */
  adminSession(): SessionStore;
  buildVersion: BuildVersionPort;
  /**
   * What a sign-in starts loading beside its round trip, as the desk's first page follows every sign-in: the full
   * container sets it to the desk's adapters and the Firestore SDK (remote.ts); on a sign-in page opened first, the
   * staged services set it to load the container first (sign-in-services.ts). `adminAuth` calls it (warm-on-sign-in.ts).
   */
  warmDesk: () => Promise<unknown>;
}

type Env = Record<string, string | boolean | undefined>;
type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSignInStage(env: Env, storage: BrowserStorage): SignInStage {
  const startup = createFirebaseStartup({ env, analyticsConsent: () => hasAnalyticsConsent(storage) });
  let session: SessionStore | undefined;
  const stage: SignInStage = {
    startup,
    adminAuth: warmOnSignIn(new FirebaseAuth(startup), () => stage.warmDesk()),
    adminSession: () => (session ??= createSessionStore({ auth: stage.adminAuth })),
    buildVersion: new FetchBuildVersion(currentBuild(), { baseUrl: String(env.BASE_URL ?? '/') }),
    warmDesk: () => Promise.resolve(),
  };
  return stage;
}

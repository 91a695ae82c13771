import type { ServiceIdentifier } from 'inversify';
import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';
import { FirebaseAuth } from '../../../adapters/firebase/firebase-auth';
import type { FirebaseStartup } from '../../../adapters/firebase/firebase-startup';
import { createFirebaseStartup } from '../../../adapters/firebase/firebase-tokens';
import type { AppConfig } from '../../../ports/app-config-port';
import type { AuthPort } from '../../../ports/auth-port';
import type { BuildVersionPort } from '../../../ports/build-version-port';
import { TOKENS } from '../../../ports/tokens';
import { hasAnalyticsConsent } from '../../features/consent/consent-store';
import type { ServiceResolver } from '../../shared/services/services-context';
import { ADMIN_SESSION, createSessionStore, type SessionStore } from '../../shared/session/session-store';
import { currentBuild } from './current-build';
import { stagedServices } from './staged-services';

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
}

type Env = Record<string, string | boolean | undefined>;
type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSignInStage(env: Env, storage: BrowserStorage): SignInStage {
  const startup = createFirebaseStartup({ env, analyticsConsent: () => hasAnalyticsConsent(storage) });
  const adminAuth = new FirebaseAuth(startup);
  let session: SessionStore | undefined;
  return {
    startup,
    adminAuth,
    adminSession: () => (session ??= createSessionStore({ auth: adminAuth })),
    buildVersion: new FetchBuildVersion(currentBuild(), { baseUrl: String(env.BASE_URL ?? '/') }),
  };
}

/**
 * The sign-in page's services: the stage's own, and the full container (with inversify and every other adapter)
 * loaded by `loadRest` when another page or service is first needed.
 */
export function signInStageServices(
  config: AppConfig,
  stage: SignInStage,
  loadRest: (stage: SignInStage) => Promise<ServiceResolver>,
): ServiceResolver {
  return stagedServices(
    new Map<ServiceIdentifier<unknown>, () => unknown>([
      [TOKENS.AppConfig, () => config],
      [TOKENS.AdminAuth, () => stage.adminAuth],
      [TOKENS.BuildVersion, () => stage.buildVersion],
      [ADMIN_SESSION, stage.adminSession],
    ]),
    () => loadRest(stage),
  );
}

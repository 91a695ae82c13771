import type { ServiceIdentifier } from 'inversify';
import type { AppConfig } from '../../../ports/app-config-port';
import { TOKENS } from '../../../ports/tokens';
import type { ServiceResolver } from '../../shared/services/services-context';
import { ADMIN_SESSION } from '../../shared/session/session-store';
import type { SignInStage } from './sign-in-stage';
import { stagedServices } from './staged-services';

// A module apart from sign-in-stage.ts, which the full container imports too: every other page loads that one, and
// only the sign-in page needs this.

/**
 * The sign-in page's services: the stage's own, and the full container (with inversify and every other adapter)
 * loaded by `loadRest` when another page or service is first needed.
 */
export function signInStageServices(
  config: AppConfig,
  stage: SignInStage,
  loadRest: (stage: SignInStage) => Promise<ServiceResolver>,
): ServiceResolver {
  const services = stagedServices(
    new Map<ServiceIdentifier<unknown>, () => unknown>([
      [TOKENS.AppConfig, () => config],
      [TOKENS.AdminAuth, () => stage.adminAuth],
      [TOKENS.BuildVersion, () => stage.buildVersion],
      [ADMIN_SESSION, stage.adminSession],
    ]),
    () => loadRest(stage),
  );
  // A sign-in here loads the container, whose own warm-up (the desk's adapters, the Firestore SDK) then follows.
  const loadContainerFirst = async (): Promise<unknown> => {
    await services.complete?.();
    const deskWarmUp = stage.warmDesk;
    return deskWarmUp === loadContainerFirst ? undefined : deskWarmUp();
  };
  stage.warmDesk = loadContainerFirst;
  return services;
}

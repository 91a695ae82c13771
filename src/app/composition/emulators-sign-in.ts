import type { AppConfig } from '../../../ports/app-config-port';
import type { ServiceResolver } from '../../shared/services/services-context';
import { emulatorsEnv } from './emulators-env';
import { signInStageServices } from './sign-in-services';
import { createSignInStage } from './sign-in-stage';

/** The emulators profile opened on the sign-in page: its first stage now, the rest (emulators.ts) when needed. */
export async function createServices(config: AppConfig): Promise<ServiceResolver> {
  const stage = createSignInStage(emulatorsEnv(), window.localStorage);
  return signInStageServices(config, stage, async (made) => (await import('./emulators')).createServices(config, made));
}

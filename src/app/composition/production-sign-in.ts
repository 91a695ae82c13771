import type { AppConfig } from '../../../ports/app-config-port';
import type { ServiceResolver } from '../../shared/services/services-context';
import { signInStageServices } from './sign-in-services';
import { createSignInStage } from './sign-in-stage';

/** The production profile opened on the sign-in page: its first stage now, the rest (production.ts) when needed. */
export async function createServices(config: AppConfig): Promise<ServiceResolver> {
  const stage = createSignInStage(import.meta.env, window.localStorage);
  return signInStageServices(config, stage, async (made) => (await import('./production')).createServices(config, made));
}

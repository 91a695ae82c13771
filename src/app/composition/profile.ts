import type { AppConfig } from '../../../ports/app-config-port';
import type { ServiceResolver } from '../../shared/services/services-context';

/** What each profile's composition root offers main.tsx (loaded with a dynamic import per profile). */
export interface ProfileModule {
  createServices(config: AppConfig): Promise<ServiceResolver>;
}

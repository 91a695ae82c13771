import type { AppConfig } from '../../../ports/app-config';
import type { ServiceResolver } from '../providers/services-context';

/** Local Strapi + Firebase emulators. Filled in by the Strapi and Firebase issues. */
export async function createServices(_config: AppConfig): Promise<ServiceResolver> {
  throw new Error('Profile "emulators" is not configured yet: the Strapi and Firebase adapters are not built.');
}

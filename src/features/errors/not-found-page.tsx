import type { PageLoaderContext } from '../../shared/routing/page-module';
import { pageNotFound } from '../../shared/routing/route-errors';

/** No route matched (after redirects had their chance): a non-fatal 404. */
export function loader({ path }: PageLoaderContext): never {
  pageNotFound(path);
}

export function Component() {
  return null;
}

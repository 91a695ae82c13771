import type { PageLoaderContext } from '../../app/router/page-module';
import { pageNotFound } from '../../app/router/route-errors';

/** No route matched (after redirects had their chance): a non-fatal 404. */
export function loader({ path }: PageLoaderContext): never {
  pageNotFound(path);
}

export function Component() {
  return null;
}

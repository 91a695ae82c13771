import { useLoaderData } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { pageNotFound } from '../../shared/routing/route-errors';
import { WeddingView } from './wedding-view';

/** Addresses by content id (shared by the CMS preview and old links); canonical stays the slug address. */
export async function loader({ params, path, services }: PageLoaderContext) {
  const wedding = await services.get(TOKENS.ContentBackend).getWeddingById(params.id ?? '');
  if (!wedding) pageNotFound(path);
  return { wedding };
}

export function Component() {
  const { wedding } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return <WeddingView wedding={wedding} />;
}

import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ServiceResolver } from '../services/services-context';

export interface PageLoaderContext {
  params: LoaderFunctionArgs['params'];
  request: Request;
  /** Pathname of the request, for error messages and canonical URLs. */
  path: string;
  services: ServiceResolver;
}

/** What every lazily loaded page module exports. */
export interface PageModule {
  Component: ComponentType;
  loader?: (context: PageLoaderContext) => Promise<unknown> | unknown;
}

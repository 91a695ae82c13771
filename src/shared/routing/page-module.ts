import type { ComponentType } from 'react';
import type { ServiceIdentifier } from 'inversify';
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
  /**
   * Services the page and its components take with `useService` whose code may load on demand (the feature stores a
   * built site binds lazily): resolved before the page's loader runs and before a prerendered page hydrates.
   */
  services?: readonly ServiceIdentifier<unknown>[];
  /**
   * Runs once on a prerendered page just before it hydrates, with the page's markup in `root`: a form takes into its
   * store what the visitor typed before the scripts ran (their start waits for the page's load), so nothing is lost.
   */
  beforeHydration?: (context: { services: ServiceResolver; root: HTMLElement }) => void;
}

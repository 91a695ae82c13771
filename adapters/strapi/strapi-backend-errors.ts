import { inject, injectable } from 'inversify';
import type { ErrorCode } from '../../domain/errors';
import type { BackendErrorNotice, BackendErrorsPort } from '../../ports/backend-errors-port';
import { StrapiClient } from './strapi-client';
import { STRAPI_TOKENS } from './strapi-config';

function codeFor(status: number): ErrorCode {
  if (status === 429) return 'auth/rate-limited';
  if (status === 401) return 'auth/not-signed-in';
  if (status === 403) return 'auth/forbidden';
  if (status === 404) return 'content/not-found';
  if (status >= 500) return 'content/unavailable';
  return 'unknown';
}

/** The Strapi client's error hook as a port: the raw body stays with the client, the UI gets a typed code. */
@injectable()
export class StrapiBackendErrors implements BackendErrorsPort {
  constructor(@inject(STRAPI_TOKENS.Client) private readonly client: StrapiClient) {}

  subscribe(listener: (notice: BackendErrorNotice) => void): () => void {
    return this.client.onError((body, status) => {
      const network = status === 500 && typeof body.error === 'object' && (body.error as { name?: unknown }).name === 'UnknownError';
      listener({ code: network ? 'network/unavailable' : codeFor(status), status });
    });
  }
}

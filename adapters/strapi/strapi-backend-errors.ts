import { inject, injectable } from 'inversify';
import type { ErrorCode } from '../../domain/errors';
import type { BackendErrorNotice, BackendErrorsPort } from '../../ports/backend-errors-port';
import { authErrorCode } from './strapi-auth-errors';
import { StrapiClient } from './strapi-client';
import { STRAPI_TOKENS } from './strapi-config';
import { strapiErrorStatus, type StrapiErrorBody } from './strapi-error-body';

/** The code a failed call gets: the account call's own code where the body names one, else by status. */
function noticeCode(body: StrapiErrorBody): ErrorCode {
  const code = authErrorCode(body);
  if (code !== 'unknown') return code;
  const status = strapiErrorStatus(body);
  if (status === 404) return 'content/not-found';
  if (status >= 500) return 'content/unavailable';
  return 'unknown';
}

/** The Strapi client's error hook as a port: the raw body stays with the client, the UI gets a typed code. */
@injectable()
export class StrapiBackendErrors implements BackendErrorsPort {
  constructor(@inject(STRAPI_TOKENS.Client) private readonly client: StrapiClient) {}

  subscribe(listener: (notice: BackendErrorNotice) => void): () => void {
    return this.client.onError((body) => listener({ code: noticeCode(body), status: strapiErrorStatus(body) }));
  }
}

import type { StrapiVersion } from './strapi-config';

/** Strapi 4 and 5 answer every failure with this body (`details` holds e.g. the validation errors). */
export interface StrapiV4ErrorBody {
  data?: null;
  error: { status: number; name: string; message: string; details?: Record<string, unknown> };
}

/** Strapi 3 (Boom): `message` is a string, or for validation an array of message groups. */
export interface StrapiV3ErrorBody {
  statusCode: number;
  error: string;
  message: unknown;
  data?: unknown;
}

/** What `StrapiClient` throws: the body Strapi answered, unchanged, or one in the same shape when there was none. */
export type StrapiErrorBody = StrapiV4ErrorBody | StrapiV3ErrorBody;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isV4Body(value: unknown): value is StrapiV4ErrorBody {
  return isObject(value) && isObject(value.error) && typeof value.error.status === 'number' && typeof value.error.message === 'string';
}

function isV3Body(value: unknown): value is StrapiV3ErrorBody {
  return isObject(value) && typeof value.statusCode === 'number' && typeof value.error === 'string';
}

export function isStrapiErrorBody(value: unknown): value is StrapiErrorBody {
  return isV4Body(value) || isV3Body(value);
}

/** The HTTP status the body reports; 0 when no answer came (network failure, timeout). */
export function strapiErrorStatus(body: StrapiErrorBody): number {
  return isV4Body(body) ? body.error.status : body.statusCode;
}

export function strapiErrorMessage(body: StrapiErrorBody): string {
  if (isV4Body(body)) return body.error.message;
  return typeof body.message === 'string' ? body.message : body.error;
}

/** Strapi 4/5's `error.details` (validation errors are in `details.errors`); Strapi 3 has none. */
export function strapiErrorDetails(body: StrapiErrorBody): Record<string, unknown> {
  return isV4Body(body) ? (body.error.details ?? {}) : {};
}

/**
 * A body in the configured version's shape for a failure Strapi did not describe itself: no answer at all
 * (`status` 0, `NetworkError`) or an answer that is not a Strapi error body (a proxy's HTML error page).
 */
export function substituteErrorBody(version: StrapiVersion, status: number, message: string): StrapiErrorBody {
  const name = status === 0 ? 'NetworkError' : 'UnknownError';
  return version === 'v3' ? { statusCode: status, error: name, message } : { data: null, error: { status, name, message, details: {} } };
}

import { DomainError } from '../../domain/errors';

/**
 * A failure of @google-cloud/storage (firebase-admin's Storage) as the storage code the ports promise: its ApiError
 * carries the HTTP status as `code`. A DomainError passes through unchanged.
 */
export function storageAdminError(error: unknown, path: string): DomainError {
  if (error instanceof DomainError) return error;
  const status = typeof error === 'object' && error !== null ? Number((error as { code?: unknown }).code) : NaN;
  const message = `${path}: ${error instanceof Error ? error.message : String(error)}`;
  if (status === 404) return new DomainError('storage/not-found', message);
  if (status === 401 || status === 403) return new DomainError('storage/unauthorized', message);
  if (status === 402 || status === 429) return new DomainError('storage/quota-exceeded', message);
  return new DomainError('storage/unknown', message);
}

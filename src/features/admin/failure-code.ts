import { isDomainError, isErrorCode, type ErrorCode } from '../../../domain/errors';

/** The typed code of a failed read or step, for its Czech message; anything untyped reads as "network unavailable". */
export const failureCode = (error: unknown): ErrorCode => (isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable');

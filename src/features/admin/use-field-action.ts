import { useCallback, useState } from 'react';
import { fieldsOf, isDomainError, type ErrorCode } from '../../../domain/errors';

/**
 * A desk form's call to the port: pending while it runs, and when it fails the typed code plus each field's code
 * (invalid input carries them in `details.fields`), so the form marks the fields and keeps what was typed.
 */
export function useFieldAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [state, setState] = useState<{ pending: boolean; error: ErrorCode | null; fields: Record<string, ErrorCode> }>({
    pending: false,
    error: null,
    fields: {},
  });
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      setState({ pending: true, error: null, fields: {} });
      try {
        const result = await action(...args);
        setState({ pending: false, error: null, fields: {} });
        return result;
      } catch (error) {
        const code = isDomainError(error) ? error.code : 'network/unavailable';
        setState({ pending: false, error: code, fields: (isDomainError(error) && fieldsOf(error)) || {} });
        return undefined;
      }
    },
    [action],
  );
  return { ...state, run };
}

import { useCallback, useState } from 'react';
import { isDomainError, type ErrorCode } from '../../../domain/errors';

export interface ActionState {
  pending: boolean;
  error: ErrorCode | null;
  done: boolean;
}

/** Runs an async port call for a form: pending while it runs, the typed error code when it fails. */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [state, setState] = useState<ActionState>({ pending: false, error: null, done: false });
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      setState({ pending: true, error: null, done: false });
      try {
        const result = await action(...args);
        setState({ pending: false, error: null, done: true });
        return result;
      } catch (error) {
        setState({ pending: false, error: isDomainError(error) ? error.code : 'network/unavailable', done: false });
        return undefined;
      }
    },
    [action],
  );
  return { ...state, run, fail: (error: ErrorCode) => setState({ pending: false, error, done: false }) };
}

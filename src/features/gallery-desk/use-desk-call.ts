import { useCallback, useEffect, useRef, useState } from 'react';
import { fieldsOf, isDomainError, type ErrorCode } from '../../../domain/errors';

const codeOf = (error: unknown): ErrorCode => (isDomainError(error) ? error.code : 'network/unavailable');

export type DeskResource<T> =
  | { status: 'loading'; data: T | null; error: null; reload(): Promise<void> }
  | { status: 'ready'; data: T; error: null; reload(): Promise<void> }
  | { status: 'failed'; data: T | null; error: ErrorCode; reload(): Promise<void> };

/**
 * What a desk screen reads from its port: loading, the data, or the failure's typed code with "try again". A reload
 * keeps the data shown meanwhile, so a grid does not blink after each change; an answer that arrives after a newer
 * request started is dropped.
 */
export function useDeskResource<T>(load: () => Promise<T>, key: string): DeskResource<T> {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; data: T | null; error: ErrorCode | null }>({
    status: 'loading',
    data: null,
    error: null,
  });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(async () => {
    const request = (latest.current += 1);
    setState((current) => ({ ...current, status: current.data === null ? 'loading' : current.status }));
    try {
      const data = await loadRef.current();
      if (request === latest.current) setState({ status: 'ready', data, error: null });
    } catch (error) {
      if (request === latest.current) setState((current) => ({ status: 'failed', data: current.data, error: codeOf(error) }));
    }
  }, []);
  useEffect(() => {
    setState({ status: 'loading', data: null, error: null });
    void reload();
  }, [key, reload]);
  return { ...state, reload } as DeskResource<T>;
}

/**
 * A desk action (save, publish, set the PIN): pending while it runs; when it fails, the typed code and each field's
 * code (invalid input carries them in `details.fields`), so the form marks the fields and keeps what was typed.
 */
export function useDeskAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [state, setState] = useState<{ pending: boolean; error: ErrorCode | null; fields: Record<string, ErrorCode>; done: boolean }>({
    pending: false,
    error: null,
    fields: {},
    done: false,
  });
  const run = async (...args: A): Promise<R | undefined> => {
    setState({ pending: true, error: null, fields: {}, done: false });
    try {
      const result = await action(...args);
      setState({ pending: false, error: null, fields: {}, done: true });
      return result;
    } catch (error) {
      setState({ pending: false, error: codeOf(error), fields: (isDomainError(error) && fieldsOf(error)) || {}, done: false });
      return undefined;
    }
  };
  return { ...state, run };
}

/** Something loaded once (an adapter's chunk, the rest of the services) and shared by every caller. */
export interface LoadOnce<T> {
  /** The load: started by the first call and shared; after a failure, the next call starts it again. */
  get(): Promise<T>;
  /** What the load gave, once it has; undefined before (no load is started). */
  loaded(): T | undefined;
  /** The load under way or done, if one was started and has not failed; none is started. */
  pending(): Promise<T> | undefined;
}

/**
 * A promise cached for every caller, forgotten when it rejects: a chunk that failed to download (a lost connection)
 * is asked for again on the next call instead of failing for the rest of the page's life.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let loaded: { value: T } | undefined;
  return {
    get: () =>
      (pending ??= load().then(
        (value) => {
          loaded = { value };
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => loaded?.value,
    pending: () => pending,
  };
}

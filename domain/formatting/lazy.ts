/**
 * A value made on first use and kept: for Intl formatters, whose construction is expensive (the first one with a time
 * zone loads ICU's zone data, ~20–30 ms of main thread on a phone), so a module that merely imports the formatting does
 * not pay for formatters its page never calls.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

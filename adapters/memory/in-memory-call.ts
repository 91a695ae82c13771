/** Artificial latency of a fake's call (none when `ms` is unset, so tests stay immediate). */
export function delay(ms: number | undefined): Promise<void> {
  return ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** Copies data out of a fake so callers can never mutate the fake's state. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}

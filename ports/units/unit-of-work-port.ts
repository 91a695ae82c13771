/**
 * Runs `work` as one atomic unit over the store behind `U`: a Firestore transaction in the functions (retried on
 * contention, so `work` may run more than once and must only read and write through the unit), a serialised section
 * in the in-memory fakes. Everything `work` wrote is kept together or not at all.
 */
export type Atomically<U> = <T>(work: (unit: U) => Promise<T>) => Promise<T>;

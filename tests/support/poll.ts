/**
 * Reads until `done` holds, every 100 ms. Fails with the last value read after `timeoutMs`, or at once when
 * `failure` names a reason to stop waiting (a relay that reported an error, a process that died).
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  { timeoutMs = 60_000, failure }: { timeoutMs?: number; failure?: () => string | undefined } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    const reason = failure?.();
    if (reason) throw new Error(`${reason} while waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

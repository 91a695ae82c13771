/**
 * The caller's address. Google's front end appends the address it saw to X-Forwarded-For, so the last entry is the
 * one a client cannot forge (earlier entries are whatever the client sent). The emulator has no proxy: socket address.
 */
export function clientIp(raw: { ip?: string; headers: Record<string, unknown> }): string {
  const forwarded = raw.headers['x-forwarded-for'];
  const last = typeof forwarded === 'string' ? forwarded.split(',').pop()?.trim() : undefined;
  return last || raw.ip || 'unknown';
}

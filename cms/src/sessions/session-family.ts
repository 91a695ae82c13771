import type { Core } from '@strapi/strapi';

// A couple's sign-in is a family of rows in Strapi's session store (admin::session, origin users-permissions): each
// refresh marks the row `rotated`, points its `childId` at a new `active` row, and the new refresh token names that
// one. An access token names the row that was current when it was minted. The plugin takes sessions back by deleting
// rows (logout: the cookie's row; a password change or reset: every row of the user), but its access-token check
// looks at the signature only. These helpers decide whether the family an access token belongs to still lives: its
// chain of rows must lead, unbroken, to an active row that has not expired.

const SESSION = 'admin::session';
export const ORIGIN = 'users-permissions';
/** Rotations an access token (10 minutes) can fall behind its family; a longer chain is refused, not walked. */
const MAX_HOPS = 50;

export interface SessionRow {
  id: number;
  sessionId: string;
  userId: string;
  origin: string;
  status?: string | null;
  childId?: string | null;
  expiresAt: string | Date;
  absoluteExpiresAt?: string | Date | null;
  metadata?: Record<string, unknown> | null;
  createdAt?: string | Date;
}

export interface LiveSession {
  /** The family's active row (the one the refresh cookie names). */
  live: SessionRow;
  /** Every row from the access token's to the active one. */
  chain: SessionRow[];
}

function findRow(strapi: Core.Strapi, sessionId: string): Promise<SessionRow | null> {
  return strapi.db.query(SESSION).findOne({ where: { sessionId } });
}

const ended = (row: SessionRow, now: Date) =>
  new Date(row.expiresAt) <= now || (row.absoluteExpiresAt != null && new Date(row.absoluteExpiresAt) <= now);

/** The live family of `sessionId` when it belongs to `userId`; null when any row on the way was taken back or expired. */
export async function liveSession(strapi: Core.Strapi, sessionId: unknown, userId: string): Promise<LiveSession | null> {
  if (typeof sessionId !== 'string' || sessionId === '') return null;
  const now = new Date();
  const chain: SessionRow[] = [];
  let row = await findRow(strapi, sessionId);
  while (row && row.origin === ORIGIN && row.userId === userId && chain.length < MAX_HOPS) {
    chain.push(row);
    if (row.status === 'active') return ended(row, now) ? null : { live: row, chain };
    if (row.status !== 'rotated' || !row.childId) return null;
    row = await findRow(strapi, row.childId);
  }
  return null;
}

/** Takes the whole family back: the access token's row and every one after it (earlier ones lead nowhere then). */
export async function revokeFamily(strapi: Core.Strapi, family: LiveSession): Promise<void> {
  await strapi.db.query(SESSION).deleteMany({ where: { sessionId: { $in: family.chain.map((row) => row.sessionId) } } });
}

/** Writes the active row's metadata; the plugin copies it to the next row on every refresh, so it lasts the sign-in. */
export async function updateMetadata(strapi: Core.Strapi, live: SessionRow, changes: Record<string, unknown>): Promise<void> {
  await strapi.db.query(SESSION).update({ where: { id: live.id }, data: { metadata: { ...(live.metadata ?? {}), ...changes } } });
}

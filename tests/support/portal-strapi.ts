import { createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { accountChallenge, confirmEmail } from './strapi-harness';

/**
 * The emulator layer's test Strapi (scripts/dev/emulators/strapi.ts), which the portal callables verify sessions with:
 * real accounts registered, confirmed, signed in and blocked the way the site and the admin panel do it, and JWTs
 * minted by hand for the cases no honest client produces (expired, foreign secret, alg:none).
 */
export const PORTAL_STRAPI = {
  url: process.env.EMULATORS_STRAPI_URL ?? '',
  mailUrl: process.env.EMULATORS_STRAPI_MAIL_URL ?? '',
  jwtSecret: process.env.EMULATORS_STRAPI_JWT_SECRET ?? '',
  databaseFile: process.env.EMULATORS_STRAPI_DATABASE_FILE ?? '',
};

/** A test that needs the Strapi fails loudly without it (a skipped identity test proves nothing). */
export function requirePortalStrapi(): void {
  if (!PORTAL_STRAPI.url || !PORTAL_STRAPI.jwtSecret) {
    throw new Error('No test Strapi: run through node --import tsx scripts/dev/emulators/run.ts (without --no-strapi or FUNCTIONS_STRAPI_URL)');
  }
}

/** The password of every account these helpers register. */
export const PORTAL_PASSWORD = 'Svatba2027a';
const PASSWORD = PORTAL_PASSWORD;

/** Registers an account (unconfirmed: Strapi mails the link); answers its numeric id. */
export async function registerAccount(email: string): Promise<number> {
  const response = await fetch(`${PORTAL_STRAPI.url}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Altcha': await accountChallenge(PORTAL_STRAPI.url) },
    body: JSON.stringify({ username: email.split('@')[0]!.replace(/[^a-z0-9]/gi, '') + randomBytes(3).toString('hex'), email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/** Signs in as the site does; answers the session JWT Strapi issued. */
export async function signIn(email: string): Promise<string> {
  const response = await fetch(`${PORTAL_STRAPI.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** A confirmed account (the e-mailed link clicked) and its session. */
export async function confirmedSession(email: string): Promise<{ id: number; jwt: string }> {
  const id = await registerAccount(email);
  await confirmEmail(PORTAL_STRAPI.url, PORTAL_STRAPI.mailUrl, email);
  return { id, jwt: await signIn(email) };
}

/** A confirmed couple's account: its e-mail, Strapi's id for it and a live session. */
export interface PortalCouple {
  email: string;
  id: number;
  jwt: string;
}

/**
 * Two confirmed couples on fresh addresses, for a suite's beforeAll: Jana, whose bookings a test stores, and Petra,
 * the other couple every callable must refuse them to. Fails loudly without the test Strapi.
 */
export async function twoCouples(): Promise<{ jana: PortalCouple; petra: PortalCouple }> {
  requirePortalStrapi();
  const couple = async (name: string): Promise<PortalCouple> => {
    const email = `${name}-${randomBytes(4).toString('hex')}@example.cz`;
    return { email, ...(await confirmedSession(email)) };
  };
  return { jana: await couple('jana'), petra: await couple('petra') };
}

const cmsRequire = createRequire(new URL('../../cms/package.json', import.meta.url));

function updateAccount(email: string, set: string): void {
  const Database = cmsRequire('better-sqlite3') as new (file: string) => { prepare(sql: string): { run(...params: unknown[]): { changes: number } }; close(): void };
  const db = new Database(PORTAL_STRAPI.databaseFile);
  try {
    const { changes } = db.prepare(`UPDATE up_users SET ${set} WHERE email = ?`).run(email);
    if (changes !== 1) throw new Error(`no account ${email} to update`);
  } finally {
    db.close();
  }
}

/** Blocks the account as the admin panel's "Blocked" switch does (the users table's column). */
export function blockAccount(email: string): void {
  updateAccount(email, 'blocked = 1');
}

/** Marks the account's e-mail unconfirmed again, as the admin panel's "Confirmed" switch does. */
export function unconfirmAccount(email: string): void {
  updateAccount(email, 'confirmed = 0');
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The claims of an access token Strapi issued: its account and session, and when it was minted and expires. */
export function accessClaims(jwt: string): { userId: string; sessionId: string; type: string; iat: number; exp: number } {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as never;
}

/** A JWT shaped as Strapi's access tokens ({ userId, sessionId, type, iat, exp }, HS256), signed with `secret`; `alg: 'none'` unsigned. */
export function mintJwt(payload: Record<string, unknown>, secret: string, alg: 'HS256' | 'none' = 'HS256'): string {
  const unsigned = `${base64url(JSON.stringify({ alg, typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  if (alg === 'none') return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

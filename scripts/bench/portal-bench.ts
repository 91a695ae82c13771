// Latency of the couple's portal callables against the emulators and their test Strapi (scripts/dev/emulators/strapi.ts):
// 100 sequential calls each of myBookings, sendBookingMessage and withdrawBooking (on 100 seeded new bookings), every
// one verifying its session with Strapi's GET /api/users/me. The calls are spread over 4 confirmed accounts, so the
// portal's per-account limits (SUBMISSION_LIMITS: 30 messages an hour) never interfere. Then the GDPR self-service:
// 100 exportMyData and 100 deleteMyAccount calls, one each per account of 100 more (each with one booking to export
// and erase; the export's limit is 10 an hour per e-mail, and an account is deleted once). Run inside the launcher:
//   npm run bench:portal   (= node --import tsx scripts/dev/emulators/run.ts --exec "node --import tsx scripts/bench/portal-bench.ts")
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Booking } from '../../domain/booking/booking';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { solve } from '../../tests/support/bot-challenge-solver';
import { formatMs as fmt, percentile } from './bench-stats.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 100);
const ACCOUNTS = 4;
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-svatebni-fotograf';
const region = process.env.FUNCTIONS_REGION ?? 'europe-west3';
const host = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';
const strapiUrl = process.env.EMULATORS_STRAPI_URL;
const strapiMailUrl = process.env.EMULATORS_STRAPI_MAIL_URL;
if (!strapiUrl || !strapiMailUrl || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('Run inside the emulator launcher with its test Strapi: npm run bench:portal');
  process.exit(2);
}

const db = getFirestore(initializeApp({ projectId }, 'bench-portal'));
const toTimestamp = (iso: string) => Timestamp.fromDate(new Date(iso));

const PASSWORD = 'Svatba2027a';
const run = Date.now().toString(36);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads the few fields it needs
async function json(response: Response, what: string): Promise<any> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A confirmed Strapi account as a couple gets one: register (bot barrier solved), click the e-mailed link, sign in. */
interface Account {
  email: string;
  jwt: string;
}

interface MailDevMail {
  to: Array<{ address: string }>;
  text?: string;
  html?: string;
}

async function confirmedAccount(i: number | string): Promise<Account> {
  const email = `bench-${run}-${i}@example.cz`;
  const challenge = await json(await fetch(`${strapiUrl}/api/altcha/challenge`), 'challenge');
  await json(
    await fetch(`${strapiUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Altcha': await solve(challenge) },
      body: JSON.stringify({ username: `bench${run}${i}`, email, password: PASSWORD }),
    }),
    'register',
  );
  let token: string | undefined;
  for (let tries = 0; !token && tries < 50; tries += 1) {
    const mails = (await json(await fetch(`${strapiMailUrl}/api/email`), 'maildev')) as MailDevMail[];
    const mail = mails.find((m) => m.to.some((to) => to.address === email));
    token = /confirmation=([A-Za-z0-9]+)/.exec(`${mail?.text ?? ''}${mail?.html ?? ''}`)?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  await fetch(`${strapiUrl}/api/auth/email-confirmation?confirmation=${token}`, { redirect: 'manual' });
  const { jwt } = (await json(
    await fetch(`${strapiUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: email, password: PASSWORD }),
    }),
    'sign-in',
  )) as { jwt: string };
  return { email, jwt };
}

function booking(email: string, i: number): Booking {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    reservationCode: 'BNCH-2345',
    status: 'new',
    weddingDate: `2028-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' },
    extras: [],
    consentAt: at,
    createdAt: at,
    updatedAt: at,
    history: [{ at, by: 'public', from: null, to: 'new' }],
  };
}

async function call(name: string, data: unknown, i: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://${host}/${projectId}/${region}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${(i % 250) + 1}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: unknown };
  const ms = performance.now() - started;
  if (!response.ok || body.result === undefined) throw new Error(`${name} ${i} failed: ${response.status} ${JSON.stringify(body)}`);
  return ms;
}

const accounts: Account[] = [];
for (let i = 0; i < ACCOUNTS; i += 1) accounts.push(await confirmedAccount(i));
const gdprAccounts: Account[] = [];
for (let i = 0; i < COUNT; i += 1) gdprAccounts.push(await confirmedAccount(`g${i}`));
const seeded = accounts.map((): string[] => []);
const account = (list: Account[], i: number) => list[i]!;
const batch = db.batch();
for (let i = 0; i < COUNT; i += 1) {
  const owner = i % ACCOUNTS;
  const b = booking(account(accounts, owner).email, i);
  seeded[owner]!.push(b.id);
  batch.set(db.collection(BOOKINGS).doc(b.id), toBookingDocument(b, toTimestamp));
}
for (let i = 0; i < COUNT; i += 1) {
  const b = booking(account(gdprAccounts, i).email, i);
  batch.set(db.collection(BOOKINGS).doc(b.id), toBookingDocument(b, toTimestamp));
}
await batch.commit();

const session = (i: number) => account(accounts, i % ACCOUNTS).jwt;
const plan: Record<string, (i: number) => Record<string, unknown>> = {
  myBookings: (i) => ({ session: session(i) }),
  sendBookingMessage: (i) => ({ session: session(i), bookingId: seeded[i % ACCOUNTS]![0], text: `Měření ${i}: obřad ve 14:00.` }),
  withdrawBooking: (i) => ({ session: session(i), bookingId: seeded[i % ACCOUNTS]![Math.floor(i / ACCOUNTS)] }),
  exportMyData: (i) => ({ session: account(gdprAccounts, i).jwt, password: PASSWORD }),
  deleteMyAccount: (i) => ({ session: account(gdprAccounts, i).jwt, password: PASSWORD }),
};
// One warm-up call per function, so a worker's first start is not counted as a call's latency.
await call('myBookings', plan.myBookings!(0), 0);
for (const [name, data] of Object.entries(plan)) {
  // Warm-ups that change nothing: a withdrawal of an unknown id, and for the GDPR calls a session Strapi refuses.
  const warmUp: Record<string, unknown> = { withdrawBooking: { ...data(0), bookingId: 'warm-up' }, exportMyData: { session: 'a.b.c' }, deleteMyAccount: { session: 'a.b.c' } };
  if (name !== 'myBookings') await call(name, warmUp[name] ?? data(0), 0).catch(() => undefined);
  const times: number[] = [];
  for (let i = 0; i < COUNT; i += 1) times.push(await call(name, data(i), i));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${name}: ${COUNT} sequential calls, p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, ` +
      `min ${fmt(percentile(sorted, 0))}, max ${fmt(percentile(sorted, 100))}`,
  );
}
process.exit(0);

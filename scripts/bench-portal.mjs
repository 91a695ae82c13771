#!/usr/bin/env node
// Latency of the couple's portal callables against the emulators and their test Strapi (scripts/emulators/strapi.mjs):
// 100 sequential calls each of myBookings, sendBookingMessage and withdrawBooking (on 100 seeded new bookings), every
// one verifying its session with Strapi's GET /api/users/me. The calls are spread over 4 confirmed accounts, so the
// portal's per-account limits (SUBMISSION_LIMITS: 30 messages an hour) never interfere. Then the GDPR self-service:
// 100 exportMyData and 100 deleteMyAccount calls, one each per account of 100 more (each with one booking to export
// and erase; the export's limit is 10 an hour per e-mail, and an account is deleted once). Run inside the launcher:
//   npm run bench:portal   (= node scripts/emulators/run.mjs --exec "node scripts/bench-portal.mjs")
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadTs } from './emulators/load-ts.mjs';
import { ROOT } from './emulators/settings.mjs';

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

const [{ solve }, { toBookingDocument, BOOKINGS }] = await Promise.all([
  loadTs('tests/support/bot-challenge.ts'),
  loadTs('ports/wire/firestore-documents.ts'),
]);
const functionsRequire = createRequire(join(ROOT, 'functions', 'package.json'));
const { initializeApp } = functionsRequire('firebase-admin/app');
const { getFirestore, Timestamp } = functionsRequire('firebase-admin/firestore');
const db = getFirestore(initializeApp({ projectId }, 'bench-portal'));
const toTimestamp = (iso) => Timestamp.fromDate(new Date(iso));

const PASSWORD = 'Svatba2027a';
const run = Date.now().toString(36);

async function json(response, what) {
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A confirmed Strapi account as a couple gets one: register (bot barrier solved), click the e-mailed link, sign in. */
async function confirmedAccount(i) {
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
  let token;
  for (let tries = 0; !token && tries < 50; tries += 1) {
    const mails = await json(await fetch(`${strapiMailUrl}/api/email`), 'maildev');
    const mail = mails.find((m) => m.to.some((to) => to.address === email));
    token = /confirmation=([A-Za-z0-9]+)/.exec(`${mail?.text ?? ''}${mail?.html ?? ''}`)?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  await fetch(`${strapiUrl}/api/auth/email-confirmation?confirmation=${token}`, { redirect: 'manual' });
  const { jwt } = await json(
    await fetch(`${strapiUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: email, password: PASSWORD }),
    }),
    'sign-in',
  );
  return { email, jwt };
}

function booking(email, i) {
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

async function call(name, data, i) {
  const started = performance.now();
  const response = await fetch(`http://${host}/${projectId}/${region}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${(i % 250) + 1}` },
    body: JSON.stringify({ data }),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok || body.result === undefined) throw new Error(`${name} ${i} failed: ${response.status} ${JSON.stringify(body)}`);
  return ms;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

const accounts = [];
for (let i = 0; i < ACCOUNTS; i += 1) accounts.push(await confirmedAccount(i));
const gdprAccounts = [];
for (let i = 0; i < COUNT; i += 1) gdprAccounts.push(await confirmedAccount(`g${i}`));
const seeded = accounts.map(() => []);
const batch = db.batch();
for (let i = 0; i < COUNT; i += 1) {
  const owner = i % ACCOUNTS;
  const b = booking(accounts[owner].email, i);
  seeded[owner].push(b.id);
  batch.set(db.collection(BOOKINGS).doc(b.id), toBookingDocument(b, toTimestamp));
}
for (let i = 0; i < COUNT; i += 1) {
  const b = booking(gdprAccounts[i].email, i);
  batch.set(db.collection(BOOKINGS).doc(b.id), toBookingDocument(b, toTimestamp));
}
await batch.commit();

const plan = {
  myBookings: (i) => ({ session: accounts[i % ACCOUNTS].jwt }),
  sendBookingMessage: (i) => ({ session: accounts[i % ACCOUNTS].jwt, bookingId: seeded[i % ACCOUNTS][0], text: `Měření ${i}: obřad ve 14:00.` }),
  withdrawBooking: (i) => ({ session: accounts[i % ACCOUNTS].jwt, bookingId: seeded[i % ACCOUNTS][Math.floor(i / ACCOUNTS)] }),
  exportMyData: (i) => ({ session: gdprAccounts[i].jwt, password: PASSWORD }),
  deleteMyAccount: (i) => ({ session: gdprAccounts[i].jwt, password: PASSWORD }),
};
// One warm-up call per function, so a worker's first start is not counted as a call's latency.
await call('myBookings', plan.myBookings(0), 0);
for (const [name, data] of Object.entries(plan)) {
  // Warm-ups that change nothing: a withdrawal of an unknown id, and for the GDPR calls a session Strapi refuses.
  const warmUp = { withdrawBooking: { ...data(0), bookingId: 'warm-up' }, exportMyData: { session: 'a.b.c' }, deleteMyAccount: { session: 'a.b.c' } };
  if (name !== 'myBookings') await call(name, warmUp[name] ?? data(0), 0).catch(() => undefined);
  const times = [];
  for (let i = 0; i < COUNT; i += 1) times.push(await call(name, data(i), i));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${name}: ${COUNT} sequential calls, p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, ` +
      `min ${fmt(sorted[0])}, max ${fmt(sorted[sorted.length - 1])}`,
  );
}
process.exit(0);

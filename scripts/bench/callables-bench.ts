// Latency of the callables issue 22 added, against the emulators and their test Strapi (scripts/dev/emulators/strapi.ts):
// 100 sequential calls each of the couple's myContract, acceptContract (100 confirmed bookings, each accepted once),
// contractPdf (the stored PDF of the accepted contract) and the desk's bookingContract, the couple's readMyDayPlan and saveMyDayPlan, the desk's readDayPlan, replyToCouple and openBookingThread (its read marks), and
// the couple's markMyMessagesRead and myBookings (the thread as the portal reads it). Every couple call verifies its
// session with Strapi's GET /api/users/me; the desk's carry the seeded admin's ID token. The bookings are spread over
// 4 confirmed accounts, so the portal's per-account limit (300 calls an hour) never interferes, and each round (BENCH_ROUNDS,
// default 3) uses its own accounts and bookings: the report is each round's p50/p95 and their medians. Run inside the launcher:
//   npm run bench:callables   (= node --import tsx scripts/dev/emulators/run.ts --exec "node --import tsx scripts/bench/callables-bench.ts")
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { demoContractTemplate } from '../../adapters/memory/demo-content/demo-contract-template';
import type { Booking } from '../../domain/booking/booking';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { SEEDED_ADMIN } from '../../tests/support/emulator-support';
import { publishContractTemplate } from '../../tests/support/portal-contract-template';
import { confirmedSession, PORTAL_STRAPI } from '../../tests/support/portal-strapi';
import { formatMs as fmt, percentile } from './bench-stats.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ACCOUNTS = 4;
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-svatebni-fotograf';
const region = process.env.FUNCTIONS_REGION ?? 'europe-west3';
const host = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!PORTAL_STRAPI.url || !PORTAL_STRAPI.databaseFile || !process.env.FIRESTORE_EMULATOR_HOST || !authHost) {
  console.error('Run inside the emulator launcher with its test Strapi: npm run bench:callables');
  process.exit(2);
}

const db = getFirestore(initializeApp({ projectId }, 'bench-callables'));
const toTimestamp = (iso: string) => Timestamp.fromDate(new Date(iso));
const run = Date.now().toString(36);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' / ');

/** The seeded photographer's ID token from the Auth emulator (the desk's callables check its admin claim). */
async function adminToken(): Promise<string> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: SEEDED_ADMIN.identifier, password: SEEDED_ADMIN.password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** A confirmed booking with agreed prices (what the contract is filled from), owned by `email`. */
function confirmed(email: string, i: number): Booking {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    reservationCode: 'BNCH-2345',
    status: 'confirmed',
    weddingDate: `2028-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    ceremonyTime: '14:00',
    venue: 'Zámek Liblice',
    town: 'Liblice',
    packageSlug: 'cely-den',
    contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' },
    pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 32000 }, extras: [] },
    extras: [],
    consentAt: at,
    createdAt: at,
    updatedAt: at,
    history: [
      { at, by: 'public', from: null, to: 'new' },
      { at, by: SEEDED_ADMIN.identifier, from: 'new', to: 'confirmed' },
    ],
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each step reads the few fields it needs
async function call(name: string, data: unknown, i: number, token?: string): Promise<{ ms: number; result: any }> {
  const started = performance.now();
  const response = await fetch(`http://${host}/${projectId}/${region}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${(i % 250) + 1}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: unknown };
  const ms = performance.now() - started;
  if (!response.ok || body.result === undefined) throw new Error(`${name} ${i} failed: ${response.status} ${JSON.stringify(body)}`);
  return { ms, result: body.result };
}

const PLAN = {
  items: [
    { time: '13:00', what: 'Obřad', where: 'Zámek Liblice' },
    { time: '15:00', what: 'Hostina', where: 'Zámek Liblice' },
  ],
  people: [{ name: 'Eva Malá', role: 'svědkyně', phone: '+420777123456' }],
  groupPhotos: ['Novomanželé s rodiči nevěsty'],
  notes: '',
};

type Step = { name: string; data: (i: number) => unknown; admin?: boolean };

async function round(n: number, admin: string, count: number): Promise<Map<string, number[]>> {
  const accounts: Array<{ email: string; jwt: string }> = [];
  for (let a = 0; a < ACCOUNTS; a += 1) {
    const email = `bench-${run}-${n}-${a}@example.cz`;
    accounts.push({ email, jwt: (await confirmedSession(email)).jwt });
  }
  const bookings = Array.from({ length: count }, (_, i) => confirmed(accounts[i % ACCOUNTS]!.email, i));
  const batch = db.batch();
  for (const b of bookings) batch.set(db.collection(BOOKINGS).doc(b.id), toBookingDocument(b, toTimestamp));
  await batch.commit();
  const session = (i: number) => accounts[i % ACCOUNTS]!.jwt;
  const mine = (i: number) => ({ session: session(i), bookingId: bookings[i]!.id });
  const shown: string[] = [];
  const steps: Step[] = [
    { name: 'myContract', data: mine },
    { name: 'acceptContract', data: (i) => ({ ...mine(i), textSha256: shown[i], namesTyped: 'Jana Nováková a Petr Novák', consent: true, withdrawalAcknowledged: true, expressStart: false }) },
    // The accepted contract's PDF (stored by the acceptance's delivery) to the couple, and the desk's view of it.
    { name: 'contractPdf', data: mine },
    { name: 'bookingContract', data: (i) => ({ bookingId: bookings[i]!.id }), admin: true },
    { name: 'readMyDayPlan', data: mine },
    { name: 'saveMyDayPlan', data: (i) => ({ ...mine(i), plan: { ...PLAN, notes: `Měření ${i}` } }) },
    { name: 'readDayPlan', data: (i) => ({ bookingId: bookings[i]!.id }), admin: true },
    { name: 'replyToCouple', data: (i) => ({ bookingId: bookings[i]!.id, text: `Děkuji, měření ${i}: přijedu ve 12:30.` }), admin: true },
    { name: 'openBookingThread', data: (i) => ({ bookingId: bookings[i]!.id }), admin: true },
    { name: 'markMyMessagesRead', data: mine },
    { name: 'myBookings', data: (i) => ({ session: session(i) }) },
  ];
  const times = new Map<string, number[]>();
  for (const step of steps) {
    const list: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const { ms, result } = await call(step.name, step.data(i), i, step.admin ? admin : undefined);
      if (step.name === 'myContract') {
        if (result.state !== 'open') throw new Error(`myContract ${i}: ${result.state} (is the template published?)`);
        shown[i] = result.textSha256;
      }
      list.push(ms);
    }
    times.set(step.name, list);
  }
  return times;
}

console.log(`[bench] load average (1/5/15 min) before: ${load()}`);
publishContractTemplate(demoContractTemplate);
const admin = await adminToken();
// A throw-away round of a few calls per function first, so a worker's cold start is not counted as a call's latency.
await round(0, admin, 3);
const rounds: Array<Map<string, number[]>> = [];
for (let n = 1; n <= ROUNDS; n += 1) {
  const times = await round(n, admin, COUNT);
  rounds.push(times);
  for (const [name, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(`[round ${n}] ${name}: ${COUNT} sequential calls, p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, max ${fmt(percentile(sorted, 100))}`);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
console.log(`\nMedians over ${ROUNDS} rounds of ${COUNT} sequential calls (p50 / p95):`);
for (const name of rounds[0]!.keys()) {
  const p = (q: number) => median(rounds.map((r) => percentile([...r.get(name)!].sort((a, b) => a - b), q)));
  console.log(`| ${name} | ${fmt(p(50))} | ${fmt(p(95))} |`);
}
console.log(`[bench] load average (1/5/15 min) after: ${load()}`);
process.exit(0);

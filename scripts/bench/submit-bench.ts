// Submit latency against the emulators: 100 sequential submitBooking calls over the callable protocol, each with
// its own id, date, e-mail and client IP (the function reads the last X-Forwarded-For entry), so no rate limit or
// date lock interferes. Each carries a fresh challenge signed with the emulators' key, solved before the clock starts
// (one possible counter: the server verifies it as a widget's, the bench does no proof of work). Run inside the launcher:
//   node --import tsx scripts/dev/emulators/run.ts --exec "node --import tsx scripts/bench/submit-bench.ts"
import { randomUUID } from 'node:crypto';
import { cheapSignals } from '../../tests/support/bot-challenge-solver';
import { DEV_SECRETS } from '../dev/emulators/functions-build.ts';
import { formatMs as fmt, percentile } from './bench-stats.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 100);
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-svatebni-fotograf';
const region = process.env.FUNCTIONS_REGION ?? 'europe-west3';
const host = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';
const url = `http://${host}/${projectId}/${region}/submitBooking`;

const pragueToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const run = Date.now().toString(36);

function input(i: number) {
  return {
    id: randomUUID(),
    kind: 'simple',
    // Far enough from anything the seed or other tests lock, and inside the 3-year window.
    weddingDate: addDays(pragueToday, 200 + i * 3),
    partner1: 'Jana',
    partner2: 'Petr',
    email: `bench-${run}-${i}@example.cz`,
    phone: '+420 777 123 456',
    message: 'Měření rychlosti odeslání poptávky.',
    privacyConsent: true,
    marketingConsent: false,
    extras: [],
  };
}

async function submit(i: number): Promise<number> {
  const signals = await cheapSignals(DEV_SECRETS.ALTCHA_HMAC_KEY);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${(i % 250) + 1}, 10.${Math.floor(i / 250)}.0.${(i % 250) + 1}` },
    body: JSON.stringify({ data: { input: input(i), signals: { ...signals, fillMs: 60_000 } } }),
  });
  const body = (await response.json()) as { result?: { reservationCode?: unknown } };
  const ms = performance.now() - started;
  if (!response.ok || typeof body.result?.reservationCode !== 'string') {
    throw new Error(`submission ${i} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return ms;
}

// One warm-up call so the first worker start is not counted as a submission's latency.
await submit(COUNT);
const times: number[] = [];
for (let i = 0; i < COUNT; i += 1) times.push(await submit(i));
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `submitBooking: ${COUNT} sequential submissions, median ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, ` +
    `min ${fmt(percentile(sorted, 0))}, max ${fmt(percentile(sorted, 100))}`,
);

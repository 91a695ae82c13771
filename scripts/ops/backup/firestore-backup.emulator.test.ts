import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FieldValue, GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore, clearFirestore } from '../../../tests/support/emulator-support';
import { backupCli, newBackupKey, ROOT } from '../../../tests/support/backup-cli';
import { differences, snapshotFirestore } from '../../../tests/support/firestore-snapshot';

const run = promisify(execFile);


/** Documents whose values a naive JSON copy would lose or change. */
async function addTrickyDocuments(db: Firestore) {
  await db.doc('bookings/zkouska-typu').set({
    createdAt: new Timestamp(1_764_000_000, 123_456_789),
    epoch: new Timestamp(0, 0),
    beforeEpoch: new Timestamp(-86_400, 1),
    coupleNames: 'Příliš žluťoučký kůň úpěl ďábelské ódy — Šárka a Řehoř 💍',
    'pole s mezerou.a tečkou': 'klíč, který není cesta',
    extras: [],
    emptyMap: {},
    nothing: null,
    yes: true,
    no: false,
    guests: 0,
    negative: -42,
    bigInteger: Number.MAX_SAFE_INTEGER,
    price: 24_990.5,
    tiny: 5e-324,
    notANumber: Number.NaN,
    infinity: Number.POSITIVE_INFINITY,
    minusZero: -0,
    nested: { level1: { level2: { level3: ['a', 1, null, { at: new Timestamp(1_800_000_000, 999_999_999) }], empty: [] } } },
    history: [
      { at: new Timestamp(1_764_000_001, 0), by: 'public', from: null, to: 'new' },
      { at: new Timestamp(1_764_000_002, 500), by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
    ],
    // A stored map that looks like the archive's own tag must come back as that map.
    looksLikeATag: { $type: 'timestamp', seconds: 1, nanoseconds: 2 },
    place: new GeoPoint(50.0755, 14.4378),
    lock: db.doc('dateLocks/2027-06-12'),
    bytes: Buffer.from([0, 1, 2, 250, 255]),
    embedding: FieldValue.vector([0.25, -1, 3]),
  });
  await db.doc('bookings/zkouska-typu/poznamky/prvni').set({ text: 'Podzemní kolekce se zálohuje také', at: Timestamp.fromMillis(1_764_000_003_000) });
  // No document at orphans/bez-dat, only one below it: listDocuments finds such parents, get() would not.
  await db.doc('orphans/bez-dat/deti/a').set({ ok: true });
  await db.doc('mail/zprava-1').set({ to: ['novomanzele@example.cz'], message: { subject: 'Potvrzení rezervace', text: 'Dobrý den…' }, delivery: { state: 'SUCCESS' } });
  await db.doc('rateLimits/abc-1').set({ count: 3, expireAt: Timestamp.fromMillis(Date.now() + 3_600_000) });
}

describe('npm run backup / npm run restore on the Firestore emulator', () => {
  let db: Firestore;
  let out: string;
  let archive: string;
  let before: Map<string, Record<string, unknown>>;
  let key: { keyFile: string; recipient: string };
  let manifest: {
    createdAt: string;
    encryption: { scheme: string; recipients: string[] };
    tools: Record<string, string>;
    firestore: { source: { projectId: string }; collections: Record<string, { file: string; documents: number; sha256: string }> };
  };
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    db = await adminFirestore();
    await clearFirestore();
    // The demo bookings and date locks exactly as the emulator launcher seeds them.
    await run('node', ['--import', 'tsx', 'scripts/dev/emulators/seed.ts'], { cwd: ROOT });
    await addTrickyDocuments(db);
    before = await snapshotFirestore(db);
    out = await mkdtemp(join(tmpdir(), 'backup-test-'));
    key = await newBackupKey(out);
    let from = Date.now();
    const made = await backupCli('backup', ['--out', join(out, 'zalohy'), '--only', 'firestore'], { ...process.env, BACKUP_AGE_RECIPIENTS: key.recipient });
    timings.backup = Date.now() - from;
    expect(made.output).toMatch(/Backup written to/);
    expect(made.code).toBe(0);
    const [name] = (await readdir(join(out, 'zalohy'))).filter((entry) => !entry.endsWith('.partial'));
    archive = join(out, 'zalohy', name!);
    manifest = JSON.parse(await readFile(join(archive, 'manifest.json'), 'utf8'));
    await clearFirestore();
    from = Date.now();
    const restored = await backupCli('restore', [archive, '--identity', key.keyFile]);
    timings.restore = Date.now() - from;
    expect(restored.output).toMatch(/Firestore restored/);
    expect(restored.code).toBe(0);
  }, 180_000);

  afterAll(async () => {
    await rm(out, { recursive: true, force: true });
    await clearFirestore();
    console.log(`Firestore round trip: backup ${timings.backup} ms, restore ${timings.restore} ms (CLI start included)`);
  });

  it('names the archive by its UTC time and describes the source, the tools and every collection', async () => {
    expect(archive).toMatch(/\/\d{4}-\d\d-\d\dT\d{4}(\d\d)?Z$/);
    expect(manifest.firestore.source.projectId).toBe(process.env.GCLOUD_PROJECT);
    expect(manifest.tools['firebase-admin']).toMatch(/^\d+\./);
    const counts = Object.fromEntries(Object.entries(manifest.firestore.collections).map(([id, entry]) => [id, entry.documents]));
    // 3 demo bookings + the tricky one + its subcollection document; the 3 seeded date locks.
    expect(counts).toEqual({ bookings: 5, dateLocks: 3, mail: 1, orphans: 1 });
  });

  it('brings back every document field by field, types included — except the mail outbox and the rate counters', async () => {
    const after = await snapshotFirestore(db);
    const expected = [...before.keys()].filter((path) => !path.startsWith('mail/') && !path.startsWith('rateLimits/')).sort();
    expect([...after.keys()].sort()).toEqual(expected);
    for (const path of expected) expect(differences(before.get(path), after.get(path)), path).toEqual([]);
  });

  it('is written encrypted to the operator\'s public key and owner-only: no personal data on disk in plain text', async () => {
    expect(manifest.encryption).toEqual({ scheme: 'age', recipients: [key.recipient] });
    expect((await stat(join(out, 'zalohy'))).mode & 0o777).toBe(0o700);
    expect((await stat(archive)).mode & 0o777).toBe(0o700);
    expect((await stat(join(archive, 'manifest.json'))).mode & 0o777).toBe(0o600);
    for (const entry of Object.values(manifest.firestore.collections)) {
      expect(entry.file).toMatch(/\.ndjson\.age$/);
      expect((await stat(join(archive, entry.file))).mode & 0o777, entry.file).toBe(0o600);
      const bytes = await readFile(join(archive, entry.file));
      expect(bytes.subarray(0, 21).toString(), entry.file).toBe('age-encryption.org/v1');
      for (const plain of ['novomanzele@example.cz', 'Šárka', 'bookings/', 'dateLocks/']) expect(bytes.includes(plain), `${entry.file}: ${plain}`).toBe(false);
    }
  });

  it('refuses a backup without a public key, and a restore without the secret key or with another one', async () => {
    const { BACKUP_AGE_RECIPIENTS: _none, ...withoutKey } = process.env;
    const unencrypted = await backupCli('backup', ['--out', join(out, 'bez-klice'), '--only', 'firestore'], withoutKey);
    expect(unencrypted.code).toBe(1);
    expect(unencrypted.output).toMatch(/No encryption key: set BACKUP_AGE_RECIPIENTS .* never written unencrypted/);
    await clearFirestore();
    const keyless = await backupCli('restore', [archive]);
    expect(keyless.code).toBe(1);
    expect(keyless.output).toMatch(/The archive is encrypted: give its secret key with --identity/);
    const other = await newBackupKey(await mkdtemp(join(tmpdir(), 'backup-other-key-')));
    const wrong = await backupCli('restore', [archive, '--identity', other.keyFile]);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/cannot be decrypted with the given key/);
    expect(await snapshotFirestore(db)).toEqual(new Map());
    expect((await backupCli('restore', [archive, '--identity', key.keyFile])).code).toBe(0);
  }, 120_000);

  it('restores the mail outbox only with --with-mail, and only over a non-empty database with --force', async () => {
    const refused = await backupCli('restore', [archive, '--with-mail', '--identity', key.keyFile]);
    expect(refused.code).toBe(3);
    expect(refused.output).toMatch(/not empty \(bookings, dateLocks, orphans\).*--force/s);
    expect((await db.collection('mail').get()).size).toBe(0);

    expect((await backupCli('restore', [archive, '--with-mail', '--force', '--identity', key.keyFile])).code).toBe(0);
    const mail = await db.doc('mail/zprava-1').get();
    expect(differences(before.get('mail/zprava-1'), mail.data())).toEqual([]);
  });

  it('refuses a production project unless RESTORE_ALLOW_PRODUCTION=1, before reading or writing anything', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, GCLOUD_PROJECT: 'svatebni-fotograf-prod', FIRESTORE_EMULATOR_HOST: '' };
    const refused = await backupCli('restore', [archive, '--force', '--identity', key.keyFile], env);
    expect(refused.code).toBe(3);
    expect(refused.output).toMatch(/Refusing to restore into Firestore of the Google Cloud project svatebni-fotograf-prod.*RESTORE_ALLOW_PRODUCTION=1/s);
  });

  it('refuses a damaged archive before writing a single document', async () => {
    await clearFirestore();
    const file = join(archive, manifest.firestore.collections.dateLocks!.file);
    const original = await readFile(file);
    const damaged = Buffer.from(original);
    damaged[damaged.length - 1]! ^= 0x01;
    await writeFile(file, damaged);
    const refused = await backupCli('restore', [archive, '--identity', key.keyFile]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/firestore\/dateLocks\.ndjson\.age is damaged/);
    expect(await snapshotFirestore(db)).toEqual(new Map());
    await writeFile(file, original);
  });
});

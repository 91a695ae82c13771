// @vitest-environment node
import { mkdir, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error -- plain ESM helper of the cms package, no type declarations
import { startTestStrapi } from '../../../cms/test-support/strapi-test-server.mjs';
import { sha256File } from './archive.ts';
import { writeEncrypted } from './encryption.ts';
import { confirmedAccount, solvedChallenge } from '../../../tests/support/strapi-harness';
import { backupCli, newBackupKey } from '../../../tests/support/backup-cli';
import type { StrapiDatabase } from '../../../tests/support/strapi-database';
import { hashUploads, readStrapiTables, type StrapiTables } from '../../../tests/support/strapi-tables';

const ERASED_EMAIL = 'smazany-ucet@example.cz';

/** What the restore must give back: the source without the erased account, and with no live password-reset token. */
function expectedAfterRestore(source: StrapiTables): StrapiTables {
  const users = source.rows.up_users!.map((row) => JSON.parse(row) as Record<string, unknown>);
  return {
    rows: {
      ...source.rows,
      up_users: users.filter((user) => user.email !== ERASED_EMAIL).map((user) => JSON.stringify({ ...user, reset_password_token: null })).sort(),
    },
    links: { ...source.links, up_users_role_lnk: source.links.up_users_role_lnk! - 1 },
  };
}

/** The couple's Strapi account id, as the functions record it in an erasure tombstone (its documentId). */
async function accountId(url: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/local`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier: email, password }) });
  return ((await login.json()) as { user: { documentId: string } }).user.documentId;
}

/**
 * The account erasure the functions record in Firestore (erasures/account-{id}), added to the archive as its
 * Firestore half would carry it: this layer has no Firestore to read it from (the emulator layer tests that source).
 */
async function recordAccountErasure(archive: string, recipient: string, id: string) {
  const file = 'firestore/erasures.ndjson.age';
  const line = { path: `erasures/account-${id}`, data: { kind: 'account', accountId: id, mailIds: [] } };
  await mkdir(join(archive, 'firestore'), { mode: 0o700 });
  await writeEncrypted(join(archive, file), `${JSON.stringify(line)}\n`, [recipient]);
  const manifestFile = join(archive, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const bytes = (await stat(join(archive, file))).size;
  manifest.firestore = { collections: { erasures: { file, documents: 1, bytes, sha256: await sha256File(join(archive, file)) } } };
  await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
}

interface TestStrapi {
  url: string;
  env: Record<string, string>;
  database: StrapiDatabase;
  uploadsDir: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The environment of a restore into `target`. Any PostgreSQL counts as production to the restore (a tunnel to the real
 * database listens on 127.0.0.1 too), so a restore into the layer's throwaway PostgreSQL says so, as an operator
 * restoring into a staging database would; the refusal without it has its own test below.
 */
function restoreInto(target: TestStrapi, env: Record<string, string> = {}): Record<string, string> {
  return { ...target.env, ...(target.database.client === 'postgres' ? { RESTORE_ALLOW_PRODUCTION: '1' } : {}), ...env };
}


describe('npm run backup / npm run restore of Strapi (content, media, accounts)', () => {
  let target: TestStrapi;
  let out: string;
  let archive: string;
  let manifest: { encryption: { recipients: string[] }; strapi: { file: string; bytes: number; entities: Record<string, number>; mediaFiles: number } };
  let key: { keyFile: string; recipient: string };
  let restoredOutput: string;
  let source: StrapiTables;
  let sourceUploads: Record<string, string>;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'backup-strapi-test-'));
    key = await newBackupKey(out);
    // The source is the layer's seeded Strapi (its env names its database and uploads); the restore target a fresh
    // Strapi with the schema and no content, started while the backup runs.
    const starting = startTestStrapi({ seed: false }) as Promise<TestStrapi>;
    // In the source: an account that will be erased after the backup, and a password reset not yet used.
    const url = inject('strapiUrl');
    const erased = await confirmedAccount(url, inject('strapiMailUrl'), ERASED_EMAIL);
    const erasedId = await accountId(url, erased.email, erased.password);
    const reset = await fetch(`${url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Altcha': await solvedChallenge(url) },
      body: JSON.stringify({ email: 'novomanzele@example.cz' }),
    });
    expect(reset.status).toBe(200);
    let from = Date.now();
    const made = await backupCli('backup', ['--out', join(out, 'zalohy'), '--only', 'strapi'], { ...inject('strapiEnv'), BACKUP_AGE_RECIPIENTS: key.recipient });
    timings.backup = Date.now() - from;
    target = await starting;
    expect(made.output).toMatch(/Backup written to/);
    expect(made.code).toBe(0);
    source = await readStrapiTables(inject('strapiDatabase'));
    sourceUploads = await hashUploads(inject('strapiUploadsDir'));
    const [name] = await readdir(join(out, 'zalohy'));
    archive = join(out, 'zalohy', name!);
    manifest = JSON.parse(await readFile(join(archive, 'manifest.json'), 'utf8'));
    await recordAccountErasure(archive, key.recipient, erasedId);

    from = Date.now();
    // No Firestore named: the account erasure can only come from the archive (this layer runs no emulator).
    const noFirestore = { FIRESTORE_EMULATOR_HOST: '', GCLOUD_PROJECT: '', GOOGLE_CLOUD_PROJECT: '', FIREBASE_PROJECT_ID: '' };
    const restored = await backupCli('restore', [archive, '--only', 'strapi', '--identity', key.keyFile], restoreInto(target, noFirestore));
    timings.restore = Date.now() - from;
    restoredOutput = restored.output;
    expect(restored.output).toMatch(/Strapi restored/);
    expect(restored.code).toBe(0);
    // What a real restore does next: start Strapi on the restored database.
    await target.restart();
    // Four Strapi boots (the export, the target's check, the import, the replay) and a restart: generous, as a loaded
    // CI machine is several times slower; the hook waits on the processes, not on a budget.
  }, 900_000);

  afterAll(async () => {
    await target?.stop();
    await rm(out, { recursive: true, force: true });
    const size = manifest ? `${(manifest.strapi.bytes / 1e6).toFixed(1)} MB` : '?';
    console.log(`Strapi round trip: backup ${timings.backup} ms, restore ${timings.restore} ms, archive ${size}`);
  });

  it("records Strapi's export encrypted to the operator's key, owner-only, with its entry counts and media files", async () => {
    expect((await stat(join(archive, manifest.strapi.file))).size).toBe(manifest.strapi.bytes);
    expect(manifest.encryption.recipients).toEqual([key.recipient]);
    expect(manifest.strapi.file).toBe('strapi/strapi-export.tar.gz.age');
    expect((await stat(join(archive, manifest.strapi.file))).mode & 0o777).toBe(0o600);
    expect((await stat(join(archive, 'strapi'))).mode & 0o777).toBe(0o700);
    const head = Buffer.alloc(21);
    const handle = await open(join(archive, manifest.strapi.file));
    await handle.read(head, 0, 21, 0);
    await handle.close();
    expect(head.toString()).toBe('age-encryption.org/v1');
    expect(manifest.strapi.entities['api::wedding.wedding']).toBeGreaterThan(0);
    expect(manifest.strapi.entities['plugin::users-permissions.user']).toBe(source.rows.up_users!.length);
    expect(manifest.strapi.mediaFiles).toBe(Object.keys(sourceUploads).length);
  });

  it('brings back every row of every content, component, media and account table, and every link — but the erased account and live reset tokens', async () => {
    const restored = await readStrapiTables(target.database);
    const expected = expectedAfterRestore(source);
    expect(source.rows.up_users!.some((row) => row.includes(ERASED_EMAIL))).toBe(true);
    expect(source.rows.up_users!.some((row) => JSON.parse(row).reset_password_token)).toBe(true);
    expect(Object.keys(restored.rows)).toEqual(Object.keys(expected.rows));
    for (const table of Object.keys(expected.rows)) expect(restored.rows[table], table).toEqual(expected.rows[table]);
    expect(restored.links).toEqual(expected.links);
    expect(restoredOutput).toMatch(/erased accounts deleted again: 1; password-reset links voided: 1/);
    expect(restoredOutput).toMatch(/account erasures read from the archive\(s\) only: no Firestore named/);
  });

  it('brings back every media file byte for byte', async () => {
    expect(await hashUploads(target.uploadsDir)).toEqual(sourceUploads);
  });

  it('serves the restored content and accounts', async () => {
    // Components get new row ids on import; what the site reads is everything else.
    const withoutIds = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(withoutIds)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'id').map(([key, field]) => [key, withoutIds(field)]))
          : value;
    const weddings = async (url: string) =>
      withoutIds(((await (await fetch(`${url}/api/weddings?populate=*&sort=documentId&pagination[pageSize]=100`)).json()) as { data: unknown[] }).data);
    const restored = await weddings(target.url);
    expect(restored).toHaveLength(5);
    expect(restored).toEqual(await weddings(inject('strapiUrl')));
    const login = await fetch(`${target.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'novomanzele@example.cz', password: 'Svatba2027' }),
    });
    expect(login.status).toBe(200);
  });

  it('refuses a Strapi that holds content unless --force', async () => {
    const refused = await backupCli('restore', [archive, '--only', 'strapi', '--identity', key.keyFile], restoreInto(target));
    expect(refused.code).toBe(3);
    // The layer's Strapi is shared: files that ran earlier may have added accounts, so count them from the source.
    const accounts = expectedAfterRestore(source).rows.up_users!.length;
    expect(refused.output).toMatch(new RegExp(`Refusing to restore into Strapi .*: it is not empty \\(.*api::wedding\\.wedding \\d+.*plugin::users-permissions\\.user ${accounts}\\)\\. Run again with --force`, 's'));
  }, 300_000); // one Strapi boot to look at the target

  it('refuses a PostgreSQL (production) Strapi unless RESTORE_ALLOW_PRODUCTION=1', async () => {
    const refused = await backupCli('restore', [archive, '--only', 'strapi', '--identity', key.keyFile], {
      ...target.env,
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: '',
      DATABASE_HOST: 'db.example.cz',
      DATABASE_PORT: '5432',
      DATABASE_NAME: 'strapi',
      DATABASE_USERNAME: 'strapi',
    });
    expect(refused.code).toBe(3);
    expect(refused.output).toMatch(/Refusing to restore into Strapi \(postgres strapi@db\.example\.cz:5432\/strapi.*RESTORE_ALLOW_PRODUCTION=1/s);
  });
});

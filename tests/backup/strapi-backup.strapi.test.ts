// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error -- plain ESM helper of the cms package, no type declarations
import { startTestStrapi } from '../../cms/test-support/strapi-test-server.mjs';
import { backupCli } from './backup-cli';
import { hashUploads, readStrapiTables, type StrapiTables } from './strapi-tables';


interface TestStrapi {
  url: string;
  env: Record<string, string>;
  databaseFile: string;
  uploadsDir: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}



describe('npm run backup / npm run restore of Strapi (content, media, accounts)', () => {
  let target: TestStrapi;
  let out: string;
  let archive: string;
  let manifest: { strapi: { file: string; bytes: number; entities: Record<string, number>; mediaFiles: number } };
  let source: StrapiTables;
  let sourceUploads: Record<string, string>;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'backup-strapi-test-'));
    // The source is the layer's seeded Strapi (its env names its database and uploads); the restore target a fresh
    // Strapi with the schema and no content, started while the backup runs.
    const starting = startTestStrapi({ seed: false }) as Promise<TestStrapi>;
    let from = Date.now();
    const made = await backupCli('backup', ['--out', out, '--only', 'strapi'], inject('strapiEnv'));
    timings.backup = Date.now() - from;
    target = await starting;
    expect(made.output).toMatch(/Backup written to/);
    expect(made.code).toBe(0);
    source = readStrapiTables(inject('strapiDatabaseFile'));
    sourceUploads = await hashUploads(inject('strapiUploadsDir'));
    const [name] = await readdir(out);
    archive = join(out, name!);
    manifest = JSON.parse(await readFile(join(archive, 'manifest.json'), 'utf8'));

    from = Date.now();
    const restored = await backupCli('restore', [archive], target.env);
    timings.restore = Date.now() - from;
    expect(restored.output).toMatch(/Strapi restored/);
    expect(restored.code).toBe(0);
    // What a real restore does next: start Strapi on the restored database.
    await target.restart();
  }, 240_000);

  afterAll(async () => {
    await target?.stop();
    await rm(out, { recursive: true, force: true });
    const size = manifest ? `${(manifest.strapi.bytes / 1e6).toFixed(1)} MB` : '?';
    console.log(`Strapi round trip: backup ${timings.backup} ms, restore ${timings.restore} ms, archive ${size}`);
  });

  it("records Strapi's export with its entry counts per content type and its media files", async () => {
    expect((await stat(join(archive, manifest.strapi.file))).size).toBe(manifest.strapi.bytes);
    expect(manifest.strapi.entities['api::wedding.wedding']).toBeGreaterThan(0);
    expect(manifest.strapi.entities['plugin::users-permissions.user']).toBe(source.rows.up_users!.length);
    expect(manifest.strapi.mediaFiles).toBe(Object.keys(sourceUploads).length);
  });

  it('brings back every row of every content, component, media and account table, and every link', () => {
    const restored = readStrapiTables(target.databaseFile);
    expect(Object.keys(restored.rows)).toEqual(Object.keys(source.rows));
    for (const table of Object.keys(source.rows)) expect(restored.rows[table], table).toEqual(source.rows[table]);
    expect(restored.links).toEqual(source.links);
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

  it('refuses a PostgreSQL (production) Strapi unless RESTORE_ALLOW_PRODUCTION=1', async () => {
    const refused = await backupCli('restore', [archive], { ...target.env, DATABASE_CLIENT: 'postgres', DATABASE_HOST: 'db.example.cz' });
    expect(refused.code).toBe(3);
    expect(refused.output).toMatch(/Refusing to restore into Strapi \(postgres strapi@db\.example\.cz:5432\/strapi.*RESTORE_ALLOW_PRODUCTION=1/s);
  });
});

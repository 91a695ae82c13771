// `npm run backup [-- --out backups] [--only firestore|strapi] [--recipient age1…]`: a dated, self-describing archive
// folder (backups/2026-11-24T1530Z/, owner-only) with Firestore as NDJSON and Strapi's own export (content, media,
// settings), each encrypted to the operator's public key (encryption.ts: BACKUP_AGE_RECIPIENTS), and manifest.json
// (created at, sources, tool versions, per-collection counts and SHA-256). See docs/operations.md, "Backup and restore".
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { archiveName, FORMAT, FORMAT_VERSION, MANIFEST } from './archive.ts';
import { PRIVATE_DIR, PRIVATE_FILE, recipientsFrom, SCHEME } from './encryption.ts';
import { backupFirestore, NOT_BACKED_UP, RESTORED_ONLY_ON_REQUEST, type CollectionEntry } from './firestore-backup.ts';
import { firestoreTarget, openFirestore } from './firestore-target.ts';
import { backupStrapi, strapiTarget, strapiVersion, type StrapiExport } from './strapi-backup.ts';
import { REPO_ROOT as ROOT } from '../../script-runtime.ts';

const PARTS = ['firestore', 'strapi'];

/** What manifest.json says of a backup (no personal data: counts, versions, the public keys). */
export interface Manifest {
  format: string;
  formatVersion: number;
  createdAt: string;
  encryption: { scheme: string; recipients: string[] };
  tools: Record<string, string | undefined>;
  firestore?: {
    source: { projectId: string; database: string; emulator: string | null; description: string };
    collections: Record<string, CollectionEntry>;
    notBackedUp: Record<string, string>;
    restoredOnlyOnRequest: Record<string, string>;
    seconds: number;
  };
  strapi?: { source: { description: string; client: string }; seconds: number } & StrapiExport;
}

const packageVersion = (dir: string): string | undefined => {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'node_modules', dir, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

function parts(only: string | undefined): string[] {
  if (!only) return PARTS;
  if (!PARTS.includes(only)) throw new Error(`--only takes ${PARTS.join(' or ')}, not "${only}".`);
  return [only];
}

export async function backup({
  out = 'backups',
  only,
  recipients: given = [],
  env = process.env,
}: { out?: string | undefined; only?: string | undefined; recipients?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<{ archiveDir: string; manifest: Manifest; seconds: number }> {
  const started = Date.now();
  const createdAt = new Date();
  const chosen = parts(only);
  const recipients = recipientsFrom({ recipients: given, env });
  const base = resolve(ROOT, out);
  if (!existsSync(base)) mkdirSync(base, { recursive: true, mode: PRIVATE_DIR });
  let name = archiveName(createdAt);
  if (existsSync(join(base, name))) name = archiveName(createdAt, { seconds: true });
  const archiveDir = join(base, name);
  // Written under a temporary name and renamed at the end: a folder with the final name is always complete.
  const partial = `${archiveDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { mode: PRIVATE_DIR });
  // mkdir's mode passes through the umask; the archive must be the owner's alone whatever it is.
  chmodSync(partial, PRIVATE_DIR);

  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    encryption: { scheme: SCHEME, recipients },
    tools: {
      node: process.version,
      'firebase-admin': packageVersion('firebase-admin'),
      '@google-cloud/firestore': packageVersion('@google-cloud/firestore'),
      '@strapi/strapi': strapiVersion(),
      app: JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version,
      gitCommit: gitCommit(),
    },
  };
  try {
    if (chosen.includes('firestore')) {
      const target = firestoreTarget(env);
      const from = Date.now();
      const collections = await backupFirestore(await openFirestore(target), partial, { recipients });
      manifest.firestore = {
        source: { projectId: target.projectId, database: '(default)', emulator: target.emulator ?? null, description: target.description },
        collections,
        notBackedUp: NOT_BACKED_UP,
        restoredOnlyOnRequest: RESTORED_ONLY_ON_REQUEST,
        seconds: (Date.now() - from) / 1000,
      };
    }
    if (chosen.includes('strapi')) {
      const target = strapiTarget(env);
      const from = Date.now();
      const exported = await backupStrapi(partial, env, { recipients });
      manifest.strapi = { source: { description: target.description, client: target.client }, ...exported, seconds: (Date.now() - from) / 1000 };
    }
    writeFileSync(join(partial, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: PRIVATE_FILE });
    renameSync(partial, archiveDir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return { archiveDir, manifest, seconds: (Date.now() - started) / 1000 };
}

function summary({ archiveDir, manifest, seconds }: { archiveDir: string; manifest: Manifest; seconds: number }) {
  const lines = [`Backup written to ${archiveDir} in ${seconds.toFixed(1)} s, encrypted to ${manifest.encryption.recipients.join(', ')}`];
  for (const [id, entry] of Object.entries(manifest.firestore?.collections ?? {})) {
    lines.push(`  firestore ${id}: ${entry.documents} documents`);
  }
  if (manifest.strapi) {
    const entries = Object.values(manifest.strapi.entities).reduce((sum, n) => sum + n, 0);
    lines.push(`  strapi: ${entries} entries, ${manifest.strapi.mediaFiles} media files, ${(manifest.strapi.bytes / 1e6).toFixed(1)} MB`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' }, only: { type: 'string' }, recipient: { type: 'string', multiple: true } } });
    const result = await backup({ out: values.out, only: values.only, recipients: values.recipient ?? [] });
    console.log(summary(result));
    process.exit(0);
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

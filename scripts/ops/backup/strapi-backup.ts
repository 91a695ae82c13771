// Strapi content, media and settings ⇄ archive through Strapi's own data transfer (`strapi export` / `strapi
// import`, run in cms/ against the database cms/'s environment configures: cms/.env and DATABASE_* variables). The
// export is written in plain text only into a private temporary folder, encrypted into the archive, and deleted.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDotenv } from '../dotenv.ts';
import { sha256File, verifyFile, type ArchiveEntry } from './archive.ts';
import { decryptFile, encryptFile, PRIVATE_DIR } from './encryption.ts';

export const CMS_DIR = new URL('../../../cms/', import.meta.url).pathname;
const STRAPI_BIN = join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
// Runs inside the cms package, with Strapi's own loader (plain JavaScript: no TypeScript loader there).
const TASK = join(CMS_DIR, 'scripts', 'backup-task.mjs');
const EXPORT_NAME = 'strapi-export'; // `strapi export` adds .tar.gz
const ARCHIVE_FILE = `strapi/${EXPORT_NAME}.tar.gz.age`;

/** Reads cms/.env the way Strapi does (its values never override the process environment). */
/** What the archive's manifest records of Strapi's export. */
export interface StrapiExport extends ArchiveEntry {
  bytes: number;
  entities: Record<string, number>;
  mediaFiles: number;
}

function cmsEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...readDotenv(join(CMS_DIR, '.env')), ...env };
}

/** What the CLI will read or write, described without secrets; a restore anywhere but local SQLite needs the flag. */
export function strapiTarget(env: NodeJS.ProcessEnv = process.env): { client: string; production: boolean; description: string } {
  const merged = cmsEnv(env);
  const client = merged.DATABASE_CLIENT || 'sqlite';
  const database =
    client === 'sqlite'
      ? `SQLite ${merged.DATABASE_FILENAME || '.tmp/data.db'}`
      : merged.DATABASE_URL
        ? `${client} (DATABASE_URL)`
        : `${client} ${merged.DATABASE_USERNAME || 'strapi'}@${merged.DATABASE_HOST || '127.0.0.1'}:${merged.DATABASE_PORT || 5432}/${merged.DATABASE_NAME || 'strapi'}`;
  return {
    client,
    production: client !== 'sqlite' || merged.NODE_ENV === 'production',
    description: `Strapi (${database}, uploads ${merged.PUBLIC_DIR || 'public'}/uploads)`,
  };
}

function runStrapi(args: string[], env: NodeJS.ProcessEnv, script = STRAPI_BIN): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: CMS_DIR,
      // The CLI boots the app with its bootstrap: it must never seed demo content into the data it exports or replaces.
      env: { ...env, CMS_SEED_ON_START: 'false', STRAPI_TELEMETRY_DISABLED: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => (output = (output + chunk).slice(-20_000));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`strapi ${args[0]} exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

/** Entries per content type and the number of media files, read back from the export archive itself. */
function describeExport(file: string): { entities: Record<string, number>; mediaFiles: number } {
  const listing = spawnSync('tar', ['-tzf', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (listing.status !== 0) throw new Error(`Cannot read ${file}: ${listing.stderr}`);
  const names = listing.stdout.split('\n');
  const entityFiles = names.filter((name) => /^entities\/.+\.jsonl$/.test(name));
  const entities: Record<string, number> = {};
  if (entityFiles.length) {
    const lines = spawnSync('tar', ['-xzOf', file, ...entityFiles], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    for (const line of lines.stdout.split('\n').filter(Boolean)) {
      const { type } = JSON.parse(line) as { type: string };
      entities[type] = (entities[type] ?? 0) + 1;
    }
  }
  return {
    entities: Object.fromEntries(Object.entries(entities).sort(([a], [b]) => a.localeCompare(b))),
    mediaFiles: names.filter((name) => name.startsWith('assets/uploads/') && !name.endsWith('/')).length,
  };
}

/** A private temporary folder (mkdtemp makes it owner-only) for the plain export, always removed. */
async function inPrivateTemp<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'strapi-backup-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function backupStrapi(archiveDir: string, env: NodeJS.ProcessEnv, { recipients }: { recipients: string[] }): Promise<StrapiExport> {
  mkdirSync(join(archiveDir, 'strapi'), { recursive: true, mode: PRIVATE_DIR });
  const path = join(archiveDir, ARCHIVE_FILE);
  const described = await inPrivateTemp(async (dir) => {
    await runStrapi(['export', '--no-encrypt', '--file', join(dir, EXPORT_NAME)], env);
    const plain = join(dir, `${EXPORT_NAME}.tar.gz`);
    await encryptFile(plain, path, recipients);
    return describeExport(plain);
  });
  return { file: ARCHIVE_FILE, bytes: statSync(path).size, sha256: await sha256File(path), ...described };
}

/** Runs a backup-task.mjs task against the Strapi cms/'s environment points at. */
async function strapiTask<T>(task: string, argument: unknown, env: NodeJS.ProcessEnv): Promise<T> {
  const output = await runStrapi([task, ...(argument ? [JSON.stringify(argument)] : [])], env, TASK);
  const line = output.split('\n').find((text) => text.startsWith('RESULT '));
  if (!line) throw new Error(`strapi-task ${task} answered nothing:\n${output.slice(-2000)}`);
  return JSON.parse(line.slice('RESULT '.length)) as T;
}

/** What the target Strapi holds: entries per content type and visitor accounts; empty: `{}`. */
export async function strapiContents(env: NodeJS.ProcessEnv = process.env): Promise<Record<string, number>> {
  return (await strapiTask<{ counts: Record<string, number> }>('inspect', null, env)).counts;
}

/**
 * Replaces the content, media and settings of the Strapi cms/'s environment points at with the archive's, then
 * replays the account erasures (`accounts`: documentIds) and clears the restored password-reset tokens.
 */
export async function restoreStrapi(
  archiveDir: string,
  entry: ArchiveEntry,
  env: NodeJS.ProcessEnv,
  { identities, accounts = [] }: { identities: string[]; accounts?: string[] },
): Promise<{ accountsDeleted: number; resetTokensCleared: number }> {
  const path = await verifyFile(archiveDir, entry);
  await inPrivateTemp(async (dir) => {
    let file = path;
    // Version 1 archives hold the export in plain text.
    if (path.endsWith('.age')) {
      file = join(dir, `${EXPORT_NAME}.tar.gz`);
      await decryptFile(path, file, identities);
    }
    await runStrapi(['import', '--force', '--file', file], env);
  });
  return strapiTask('replay', { accounts }, env);
}

export function strapiVersion(): string | undefined {
  try {
    return JSON.parse(readFileSync(join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

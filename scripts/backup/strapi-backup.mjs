// Strapi content, media and settings ⇄ archive through Strapi's own data transfer (`strapi export` / `strapi
// import`, run in cms/ against the database cms/'s environment configures: cms/.env and DATABASE_* variables).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sha256File, verifyFile } from './archive.mjs';

export const CMS_DIR = new URL('../../cms/', import.meta.url).pathname;
const STRAPI_BIN = join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const EXPORT_BASE = 'strapi/strapi-export'; // `strapi export` adds .tar.gz

/** Reads cms/.env the way Strapi does (its values never override the process environment). */
function cmsEnv(env) {
  const file = join(CMS_DIR, '.env');
  const fromFile = {};
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      if (match) fromFile[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return { ...fromFile, ...env };
}

/** What the CLI will read or write, described without secrets; a restore anywhere but local SQLite needs the flag. */
export function strapiTarget(env = process.env) {
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

function runStrapi(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [STRAPI_BIN, ...args], {
      cwd: CMS_DIR,
      // The CLI boots the app with its bootstrap: it must never seed demo content into the data it exports or replaces.
      env: { ...env, CMS_SEED_ON_START: 'false', STRAPI_TELEMETRY_DISABLED: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk) => (output = (output + chunk).slice(-20_000));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`strapi ${args[0]} exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

/** Entries per content type and the number of media files, read back from the export archive itself. */
function describeExport(file) {
  const listing = spawnSync('tar', ['-tzf', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (listing.status !== 0) throw new Error(`Cannot read ${file}: ${listing.stderr}`);
  const names = listing.stdout.split('\n');
  const entityFiles = names.filter((name) => /^entities\/.+\.jsonl$/.test(name));
  const entities = {};
  if (entityFiles.length) {
    const lines = spawnSync('tar', ['-xzOf', file, ...entityFiles], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    for (const line of lines.stdout.split('\n').filter(Boolean)) {
      const { type } = JSON.parse(line);
      entities[type] = (entities[type] ?? 0) + 1;
    }
  }
  return {
    entities: Object.fromEntries(Object.entries(entities).sort(([a], [b]) => a.localeCompare(b))),
    mediaFiles: names.filter((name) => name.startsWith('assets/uploads/') && !name.endsWith('/')).length,
  };
}

export async function backupStrapi(archiveDir, env = process.env) {
  mkdirSync(join(archiveDir, 'strapi'), { recursive: true });
  await runStrapi(['export', '--no-encrypt', '--file', join(archiveDir, EXPORT_BASE)], env);
  const file = `${EXPORT_BASE}.tar.gz`;
  const path = join(archiveDir, file);
  return { file, bytes: statSync(path).size, sha256: await sha256File(path), ...describeExport(path) };
}

/** Replaces the content, media and settings of the Strapi cms/'s environment points at with the archive's. */
export async function restoreStrapi(archiveDir, entry, env = process.env) {
  const path = await verifyFile(archiveDir, entry);
  await runStrapi(['import', '--force', '--file', path], env);
}

export function strapiVersion() {
  try {
    return JSON.parse(readFileSync(join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

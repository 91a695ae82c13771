// `npm run restore -- <archive folder> [--identity <key file>] [--force] [--only firestore|strapi] [--with-mail]
//   [--erasures-from <newer archive>…]`
// Loads a backup made by backup.ts into the Firestore and the Strapi the environment points at (see docs/operations.md "Backup
// and restore"). Refuses a non-empty Firestore or Strapi without --force, and any production target without
// RESTORE_ALLOW_PRODUCTION=1 — checked for every part before anything is written. Erasures recorded in the archive,
// in the target and in newer archives (--erasures-from) are replayed (erasures.ts): people erased since stay erased.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readManifest } from './archive.ts';
import { identitiesFrom } from './encryption.ts';
import { collectTombstones, mergeTombstones, noTombstones, targetTombstones } from './erasures.ts';
import { nonEmptyCollections, readArchivedDocuments, restoreFirestore, type CollectionEntry } from './firestore-backup.ts';
import { firestoreTarget, openFirestore, type FirestoreTarget } from './firestore-target.ts';
import { restoreStrapi, strapiContents, strapiTarget } from './strapi-backup.ts';

export class RefusedError extends Error {}

export interface RestoreResult {
  firestore: { target: string; written: Record<string, number>; erasedBookings: string[]; seconds: number } | undefined;
  strapi:
    | { target: string; accountsDeleted: number; resetTokensCleared: number; erasuresFrom: string | null; seconds: number }
    | undefined;
}

export interface RestoreOptions {
  force?: boolean | undefined;
  only?: string | undefined;
  withMail?: boolean | undefined;
  identityFile?: string | undefined;
  erasuresFrom?: string[];
  env?: NodeJS.ProcessEnv;
}

/** The Firestore the environment names, if any: a Strapi-only restore still reads its erasures. */
function namedFirestore(env: NodeJS.ProcessEnv): FirestoreTarget | undefined {
  try {
    return firestoreTarget(env);
  } catch {
    return undefined;
  }
}

export async function restore(
  archive: string,
  { force = false, only, withMail = false, identityFile, erasuresFrom = [], env = process.env }: RestoreOptions = {},
): Promise<RestoreResult> {
  const archiveDir = resolve(archive);
  const manifest = readManifest(archiveDir);
  const want = (part: string) => !only || only === part;
  if (only && !['firestore', 'strapi'].includes(only)) throw new Error(`--only takes firestore or strapi, not "${only}".`);
  const allowProduction = env.RESTORE_ALLOW_PRODUCTION === '1';
  const identities = manifest.encryption ? identitiesFrom({ identityFile, env }) : [];
  const result: RestoreResult = { firestore: undefined, strapi: undefined };

  const firestore = want('firestore') && manifest.firestore ? firestoreTarget(env) : undefined;
  const strapi = want('strapi') && manifest.strapi ? strapiTarget(env) : undefined;
  if (!firestore && !strapi) throw new Error(`${archiveDir} holds nothing to restore${only ? ` for --only ${only}` : ''}.`);
  for (const target of [firestore, strapi]) {
    if (target?.production && !allowProduction) {
      throw new RefusedError(
        `Refusing to restore into ${target.description}: that is not a local emulator or a local SQLite Strapi. ` +
          'If you really mean to overwrite production data, run again with RESTORE_ALLOW_PRODUCTION=1.',
      );
    }
  }

  const tombstoneSource = firestore ?? (strapi ? namedFirestore(env) : undefined);
  const db = tombstoneSource ? await openFirestore(tombstoneSource) : undefined;
  if (firestore && db) {
    const occupied = await nonEmptyCollections(db);
    if (occupied.length && !force) {
      throw new RefusedError(
        `Refusing to restore into ${firestore.description}: it is not empty (${occupied.join(', ')}). ` +
          'Run again with --force to write the backup over it (documents with the same path are replaced, others stay).',
      );
    }
  }
  if (strapi) {
    const held = Object.entries(await strapiContents(env)).map(([uid, count]) => `${uid} ${count}`);
    if (held.length && !force) {
      throw new RefusedError(
        `Refusing to restore into ${strapi.description}: it is not empty (${held.join(', ')}). ` +
          'Run again with --force to replace all its content, media and accounts with the backup.',
      );
    }
  }

  // Read before anything is written: the archive's own records and the target's (erasures made since the backup).
  const recorded = await Promise.all([archiveDir, ...erasuresFrom.map((dir) => resolve(dir))].map((dir) => archivedTombstones(dir, identities)));
  const tombstones = mergeTombstones(...recorded, db ? await targetTombstones(db) : noTombstones());

  if (firestore && db) {
    const from = Date.now();
    const { written, erasedBookings } = await restoreFirestore(db, archiveDir, manifest.firestore.collections, { withMail, identities, tombstones });
    result.firestore = { target: firestore.description, written, erasedBookings, seconds: (Date.now() - from) / 1000 };
  }
  if (strapi) {
    const from = Date.now();
    const replayed = await restoreStrapi(archiveDir, manifest.strapi, env, { identities, accounts: [...tombstones.accounts] });
    result.strapi = { target: strapi.description, ...replayed, erasuresFrom: tombstoneSource?.description ?? null, seconds: (Date.now() - from) / 1000 };
  }
  return result;
}

/** The erasures an archive records (its `erasures` and `variableSymbols` collections). */
async function archivedTombstones(archiveDir: string, identities: string[]) {
  const manifest = readManifest(archiveDir);
  const collections = Object.entries<CollectionEntry>(manifest.firestore?.collections ?? {}).filter(([id]) => ['erasures', 'variableSymbols'].includes(id));
  const documents = await readArchivedDocuments(archiveDir, Object.fromEntries(collections), identities);
  return collectTombstones(noTombstones(), Object.values(documents).flat());
}

function summary(result: RestoreResult) {
  const lines: string[] = [];
  if (result.firestore) {
    const counts = Object.entries(result.firestore.written).map(([id, n]) => `${id} ${n}`).join(', ');
    lines.push(`Firestore restored into ${result.firestore.target} in ${result.firestore.seconds.toFixed(2)} s: ${counts}`);
    if (result.firestore.erasedBookings.length) lines.push(`  left out as erased since: ${result.firestore.erasedBookings.length} booking(s) with their mails and date locks`);
    lines.push('  the calendar feed is not restored: the photographer gets a new address when she next opens it');
  }
  if (result.strapi) {
    lines.push(`Strapi restored into ${result.strapi.target} in ${result.strapi.seconds.toFixed(1)} s`);
    lines.push(`  erased accounts deleted again: ${result.strapi.accountsDeleted}; password-reset links voided: ${result.strapi.resetTokensCleared}`);
    lines.push(
      result.strapi.erasuresFrom
        ? `  account erasures read from the archive(s) and ${result.strapi.erasuresFrom}`
        : '  account erasures read from the archive(s) only: no Firestore named (set GCLOUD_PROJECT or FIRESTORE_EMULATOR_HOST to replay those made since)',
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean' },
      only: { type: 'string' },
      'with-mail': { type: 'boolean' },
      identity: { type: 'string' },
      'erasures-from': { type: 'string', multiple: true },
    },
  });
  if (positionals.length !== 1) {
    console.error('usage: npm run restore -- <archive folder> [--identity <key file>] [--force] [--only firestore|strapi] [--with-mail] [--erasures-from <newer archive>]');
    process.exit(2);
  }
  try {
    const result = await restore(positionals[0]!, {
      force: values.force,
      only: values.only,
      withMail: values['with-mail'],
      identityFile: values.identity,
      erasuresFrom: values['erasures-from'] ?? [],
    });
    console.log(summary(result));
    process.exit(0);
  } catch (error) {
    console.error(`${error instanceof RefusedError ? '' : 'Restore failed: '}${error instanceof Error ? error.message : error}`);
    process.exit(error instanceof RefusedError ? 3 : 1);
  }
}

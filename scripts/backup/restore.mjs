#!/usr/bin/env node
// `npm run restore -- <archive folder> [--force] [--only firestore|strapi] [--with-mail]`
// Loads a backup made by backup.mjs into the Firestore and the Strapi the environment points at (see README
// "Backup and restore"). Refuses a non-empty Firestore without --force, and any production target without
// RESTORE_ALLOW_PRODUCTION=1 — checked for every part before anything is written.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readManifest } from './archive.mjs';
import { nonEmptyCollections, restoreFirestore } from './firestore-backup.mjs';
import { firestoreTarget, openFirestore } from './firestore-target.mjs';
import { restoreStrapi, strapiTarget } from './strapi-backup.mjs';

export class RefusedError extends Error {}

export async function restore(archive, { force = false, only, withMail = false, env = process.env } = {}) {
  const archiveDir = resolve(archive);
  const manifest = readManifest(archiveDir);
  const want = (part) => !only || only === part;
  if (only && !['firestore', 'strapi'].includes(only)) throw new Error(`--only takes firestore or strapi, not "${only}".`);
  const allowProduction = env.RESTORE_ALLOW_PRODUCTION === '1';
  const result = { firestore: undefined, strapi: undefined };

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

  let db;
  if (firestore) {
    db = await openFirestore(firestore);
    const occupied = await nonEmptyCollections(db);
    if (occupied.length && !force) {
      throw new RefusedError(
        `Refusing to restore into ${firestore.description}: it is not empty (${occupied.join(', ')}). ` +
          'Run again with --force to write the backup over it (documents with the same path are replaced, others stay).',
      );
    }
  }
  if (db) {
    const from = Date.now();
    const written = await restoreFirestore(db, archiveDir, manifest.firestore.collections, { withMail });
    result.firestore = { target: firestore.description, written, seconds: (Date.now() - from) / 1000 };
  }
  if (strapi) {
    const from = Date.now();
    await restoreStrapi(archiveDir, manifest.strapi, env);
    result.strapi = { target: strapi.description, seconds: (Date.now() - from) / 1000 };
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, only: { type: 'string' }, 'with-mail': { type: 'boolean' } },
  });
  if (positionals.length !== 1) {
    console.error('usage: npm run restore -- <archive folder> [--force] [--only firestore|strapi] [--with-mail]');
    process.exit(2);
  }
  try {
    const result = await restore(positionals[0], { force: values.force, only: values.only, withMail: values['with-mail'] });
    if (result.firestore) {
      const counts = Object.entries(result.firestore.written).map(([id, n]) => `${id} ${n}`).join(', ');
      console.log(`Firestore restored into ${result.firestore.target} in ${result.firestore.seconds.toFixed(2)} s: ${counts}`);
    }
    if (result.strapi) console.log(`Strapi restored into ${result.strapi.target} in ${result.strapi.seconds.toFixed(1)} s`);
    process.exit(0);
  } catch (error) {
    console.error(`${error instanceof RefusedError ? '' : 'Restore failed: '}${error instanceof Error ? error.message : error}`);
    process.exit(error instanceof RefusedError ? 3 : 1);
  }
}

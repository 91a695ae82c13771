// Firestore ⇄ archive through firebase-admin: one NDJSON file per root collection (its subcollections included),
// one document a line, `{ "path": "bookings/…", "data": { … } }`, sorted by path so equal data gives equal files.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256File, verifyFile } from './archive.mjs';
import { decodeValue, encodeValue } from './firestore-codec.mjs';

/**
 * Left out of backups. The counters are hourly abuse limits that a TTL policy deletes within two hours: restoring
 * them would only block people who did nothing, and keeping them would keep (hashed) e-mails and IP addresses for
 * as long as the backups live.
 */
export const NOT_BACKED_UP = { rateLimits: 'short-lived rate-limit counters (TTL ~2 h); nothing to restore' };

/**
 * Backed up, but restored only with --with-mail: the "Trigger Email" extension sends every mail document it sees
 * created, so restoring the outbox into a project with the extension would send every old e-mail again.
 */
export const RESTORED_ONLY_ON_REQUEST = { mail: 'the e-mail outbox; the Trigger Email extension would send it all again' };

const BATCH_SIZE = 400; // below Firestore's 500 writes per batch

async function inChunks(items, size, fn) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return results;
}

/** Every document under a collection, subcollections included, also below documents that only hold subcollections. */
async function collectDocuments(db, collection, lines) {
  const refs = await collection.listDocuments();
  for (let i = 0; i < refs.length; i += 300) {
    const chunk = refs.slice(i, i + 300);
    const snapshots = chunk.length ? await db.getAll(...chunk) : [];
    for (const snapshot of snapshots) {
      if (snapshot.exists) lines.push({ path: snapshot.ref.path, data: encodeValue(snapshot.data()) });
    }
    const children = await inChunks(chunk, 16, (ref) => ref.listCollections());
    for (const subcollections of children) for (const sub of subcollections) await collectDocuments(db, sub, lines);
  }
}

/** @returns {Promise<Record<string, { file: string, documents: number, bytes: number, sha256: string }>>} */
export async function backupFirestore(db, archiveDir) {
  mkdirSync(join(archiveDir, 'firestore'), { recursive: true });
  const collections = (await db.listCollections()).filter((c) => !(c.id in NOT_BACKED_UP)).sort((a, b) => a.id.localeCompare(b.id));
  const entries = {};
  for (const collection of collections) {
    const lines = [];
    await collectDocuments(db, collection, lines);
    lines.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const file = `firestore/${collection.id}.ndjson`;
    const text = lines.map((line) => JSON.stringify(line)).join('\n') + (lines.length ? '\n' : '');
    writeFileSync(join(archiveDir, file), text);
    entries[collection.id] = { file, documents: lines.length, bytes: Buffer.byteLength(text), sha256: await sha256File(join(archiveDir, file)) };
  }
  return entries;
}

/** The root collections holding at least one document, also only in a subcollection below a missing document. */
export async function nonEmptyCollections(db) {
  const collections = await db.listCollections();
  const occupied = await Promise.all(
    collections.map(async (c) => (!(await c.limit(1).get()).empty || (await c.listDocuments()).length > 0 ? c.id : null)),
  );
  return occupied.filter((id) => id !== null).sort();
}

/**
 * Writes the archive's documents with batched `set` (each document replaced as a whole). Checksums are verified for
 * every file before the first write, so a damaged archive changes nothing.
 * @returns {Promise<Record<string, number>>} documents written per collection
 */
export async function restoreFirestore(db, archiveDir, collections, { withMail = false } = {}) {
  const chosen = Object.entries(collections).filter(([id]) => withMail || !(id in RESTORED_ONLY_ON_REQUEST));
  const files = await Promise.all(chosen.map(async ([id, entry]) => [id, entry, await verifyFile(archiveDir, entry)]));
  const written = {};
  for (const [id, entry, path] of files) {
    const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
    if (lines.length !== entry.documents) throw new Error(`${entry.file} holds ${lines.length} documents, the manifest says ${entry.documents}.`);
    for (let i = 0; i < lines.length; i += BATCH_SIZE) {
      const batch = db.batch();
      for (const { path: docPath, data } of lines.slice(i, i + BATCH_SIZE)) batch.set(db.doc(docPath), decodeValue(data, db));
      await batch.commit();
    }
    written[id] = lines.length;
  }
  return written;
}

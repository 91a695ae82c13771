// Firestore ⇄ archive through firebase-admin: one NDJSON file per root collection (its subcollections included),
// one document a line, `{ "path": "bookings/…", "data": { … } }`, sorted by path so equal data gives equal files.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { sha256File, verifyFile, type ArchiveEntry } from './archive.ts';
import { PRIVATE_DIR, readEncrypted, writeEncrypted } from './encryption.ts';
import { CALENDAR_FEED, replayErasures, type ArchivedDocument, type Tombstones } from './erasures.ts';
import { decodeValue, encodeValue } from './firestore-codec.ts';

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

/** A collection's file in the manifest: its encrypted file, documents, bytes and SHA-256. */
export interface CollectionEntry extends ArchiveEntry {
  documents: number;
  bytes: number;
}

async function inChunks<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return results;
}

/** Every document under a collection, subcollections included, also below documents that only hold subcollections. */
async function collectDocuments(db: Firestore, collection: CollectionReference, lines: ArchivedDocument[]): Promise<void> {
  const refs = await collection.listDocuments();
  for (let i = 0; i < refs.length; i += 300) {
    const chunk = refs.slice(i, i + 300);
    const snapshots = chunk.length ? await db.getAll(...chunk) : [];
    for (const snapshot of snapshots) {
      if (snapshot.exists) lines.push({ path: snapshot.ref.path, data: encodeValue(snapshot.data()) as ArchivedDocument['data'] });
    }
    const children = await inChunks(chunk, 16, (ref: DocumentReference) => ref.listCollections());
    for (const subcollections of children) for (const sub of subcollections) await collectDocuments(db, sub, lines);
  }
}

/**
 * Each collection encrypted to `recipients` (encryption.ts): the plain text never touches the disk. The manifest gets
 * bytes and SHA-256 of the encrypted file, so a restore checks an archive before it needs the key.
 */
export async function backupFirestore(db: Firestore, archiveDir: string, { recipients }: { recipients: string[] }): Promise<Record<string, CollectionEntry>> {
  mkdirSync(join(archiveDir, 'firestore'), { recursive: true, mode: PRIVATE_DIR });
  const collections = (await db.listCollections()).filter((c) => !(c.id in NOT_BACKED_UP)).sort((a, b) => a.id.localeCompare(b.id));
  const entries: Record<string, CollectionEntry> = {};
  for (const collection of collections) {
    const found: ArchivedDocument[] = [];
    await collectDocuments(db, collection, found);
    const lines = found.filter((line) => line.path !== CALENDAR_FEED).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const file = `firestore/${collection.id}.ndjson.age`;
    const path = join(archiveDir, file);
    await writeEncrypted(path, lines.map((line) => JSON.stringify(line)).join('\n') + (lines.length ? '\n' : ''), recipients);
    entries[collection.id] = { file, documents: lines.length, bytes: statSync(path).size, sha256: await sha256File(path) };
  }
  return entries;
}

/**
 * The documents of these collections as the archive holds them (`{ path, data }`, the codec's JSON). Every file's
 * checksum is verified before the first is decrypted, so a damaged archive yields nothing.
 */
export async function readArchivedDocuments(
  archiveDir: string,
  collections: Record<string, CollectionEntry>,
  identities: string[],
): Promise<Record<string, ArchivedDocument[]>> {
  const files = await Promise.all(Object.entries(collections).map(async ([id, entry]) => [id, entry, await verifyFile(archiveDir, entry)] as const));
  const documents: Record<string, ArchivedDocument[]> = {};
  for (const [id, entry, path] of files) {
    // Version 1 archives were written in plain text.
    const text = path.endsWith('.age') ? (await readEncrypted(path, identities)).toString('utf8') : readFileSync(path, 'utf8');
    const lines = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as ArchivedDocument);
    if (lines.length !== entry.documents) throw new Error(`${entry.file} holds ${lines.length} documents, the manifest says ${entry.documents}.`);
    documents[id] = lines;
  }
  return documents;
}

/** The root collections holding at least one document, also only in a subcollection below a missing document. */
export async function nonEmptyCollections(db: Firestore): Promise<string[]> {
  const collections = await db.listCollections();
  const occupied = await Promise.all(
    collections.map(async (c) => (!(await c.limit(1).get()).empty || (await c.listDocuments()).length > 0 ? c.id : null)),
  );
  return occupied.filter((id): id is string => id !== null).sort();
}

/**
 * Writes the archive's documents with batched `set` (each document replaced as a whole), after replaying the
 * erasures (erasures.ts): nothing is written before every file is verified and decrypted. Answers the documents
 * written per collection.
 */
export async function restoreFirestore(
  db: Firestore,
  archiveDir: string,
  collections: Record<string, CollectionEntry>,
  { withMail = false, identities, tombstones }: { withMail?: boolean; identities: string[]; tombstones: Tombstones },
): Promise<{ written: Record<string, number>; erasedBookings: string[] }> {
  const chosen = Object.fromEntries(Object.entries(collections).filter(([id]) => withMail || !(id in RESTORED_ONLY_ON_REQUEST)));
  const documents = await readArchivedDocuments(archiveDir, chosen, identities);
  const { lines, erasedBookings } = replayErasures(Object.values(documents).flat(), tombstones);
  const written: Record<string, number> = Object.fromEntries(Object.keys(documents).map((id) => [id, 0]));
  for (let i = 0; i < lines.length; i += BATCH_SIZE) {
    const batch = db.batch();
    for (const { path: docPath, data } of lines.slice(i, i + BATCH_SIZE)) {
      batch.set(db.doc(docPath), decodeValue(data, db) as Record<string, unknown>);
      const collection = docPath.split('/')[0] ?? '';
      written[collection] = (written[collection] ?? 0) + 1;
    }
    await batch.commit();
  }
  return { written, erasedBookings };
}

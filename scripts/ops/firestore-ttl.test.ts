// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPIRING_RECORDS } from '../../domain/privacy/expiring-records';
import * as documents from '../../ports/wire/firestore-documents';
import { TTL_COLLECTIONS, TTL_FIELD } from '../../ports/wire/firestore-documents';
import { REPO_ROOT } from '../script-runtime.ts';

/**
 * A record that carries an `expireAt` but has no TTL policy is kept forever with no error anywhere (rate counters hold
 * hashed e-mail and IP addresses). These checks hold firestore.indexes.json's TTL policies, the code that writes
 * `expireAt` and the one list of self-expiring records (domain/privacy/expiring-records.ts) to each other.
 */
interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}
const indexesFile = JSON.parse(readFileSync(join(REPO_ROOT, 'firestore.indexes.json'), 'utf8')) as { indexes: unknown[]; fieldOverrides: FieldOverride[] };
const ttlCollections = indexesFile.fieldOverrides.filter((field) => field.ttl).map((field) => field.collectionGroup);

/** firebase-tools' own check of an indexes file, as `firebase deploy --only firestore` runs it before deploying. */
const { FirestoreApi } = createRequire(import.meta.url)('firebase-tools/lib/firestore/api.js') as {
  FirestoreApi: new () => { validateSpec(spec: unknown): void };
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every production source file that writes a document field named `expireAt`, with the collections it names. */
function expireAtWriters(): Array<{ file: string; collections: string[]; unresolved: string[] }> {
  const constants = documents as unknown as Record<string, unknown>;
  return [...sourceFiles(join(REPO_ROOT, 'adapters')), ...sourceFiles(join(REPO_ROOT, 'functions', 'src'))]
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
    .filter(({ source }) => /\bexpireAt\s*:|\[TTL_FIELD\]\s*:/.test(source))
    .map(({ file, source }) => {
      const names = [...source.matchAll(/\.collection\(\s*([A-Z_]+|'[^']+')\s*\)/g)].map((match) => match[1]!);
      const resolved = names.map((name) => (name.startsWith("'") ? name.slice(1, -1) : constants[name]));
      return {
        file: relative(REPO_ROOT, file),
        collections: resolved.filter((value): value is string => typeof value === 'string'),
        unresolved: names.filter((_, i) => typeof resolved[i] !== 'string'),
      };
    });
}

describe('Firestore TTL policies (firestore.indexes.json fieldOverrides)', () => {
  it('is an indexes file firebase-tools accepts, and its check refuses a TTL override without `indexes`', () => {
    const api = new FirestoreApi();
    expect(() => api.validateSpec(indexesFile)).not.toThrow();
    const broken = { ...indexesFile, fieldOverrides: [{ collectionGroup: 'rateLimits', fieldPath: 'expireAt', ttl: true }] };
    expect(() => api.validateSpec(broken)).toThrow(/indexes/);
  });

  it('has a TTL policy on every collection the code writes `expireAt` to', () => {
    const writers = expireAtWriters();
    // The two known writers must be found, or the scan itself is broken.
    expect(writers.map((writer) => writer.file).sort()).toEqual(
      expect.arrayContaining(['adapters/firestore-admin/firestore-challenge-ledger.ts', 'adapters/firestore-admin/firestore-rate-limits.ts']),
    );
    for (const writer of writers) {
      expect(writer.unresolved, `${writer.file} names a collection this test cannot resolve`).toEqual([]);
      expect(writer.collections.length, `${writer.file} writes expireAt but names no collection`).toBeGreaterThan(0);
      for (const collection of writer.collections) expect(ttlCollections, `${writer.file}: ${collection}.expireAt`).toContain(collection);
    }
  });

  it('has exactly one policy per self-expiring record of domain/privacy, on its `expireAt`, with no index on it', () => {
    expect([...ttlCollections].sort()).toEqual(Object.values(TTL_COLLECTIONS).sort());
    for (const field of indexesFile.fieldOverrides.filter((override) => override.ttl)) {
      expect(field.fieldPath).toBe(TTL_FIELD);
      // A timestamp that only grows is a write hotspot when indexed, and nothing queries it.
      expect(field.indexes, field.collectionGroup).toEqual([]);
    }
  });

  it('covers the collections holding personal data: the rate counters are among them', () => {
    const personal = Object.entries(EXPIRING_RECORDS)
      .filter(([, record]) => record.personalData !== null)
      .map(([kind]) => TTL_COLLECTIONS[kind as keyof typeof TTL_COLLECTIONS]);
    expect(personal).toContain(documents.RATE_LIMITS);
    for (const collection of personal) expect(ttlCollections).toContain(collection);
  });
});

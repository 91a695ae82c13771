import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inStrapiDatabase, type StrapiDatabase } from './strapi-database';

// Not part of a content backup: Strapi's admin accounts, tokens and its own bookkeeping, which an import keeps or
// rebuilds on the target (`strapi export` leaves admin users and API tokens out by design); the bot barrier's spent
// challenges, which matter for five minutes (a database model, not a content type: `strapi export` has no reason to
// carry them).
const NOT_TRANSFERRED = /^(admin_|strapi_|altcha_spent_challenges$)/;
// Row ids and links to admin accounts are the target database's own; everything else must survive.
const LOCAL_COLUMNS = new Set(['id', 'created_by_id', 'updated_by_id']);

/**
 * The import keeps entries' ids but numbers components anew: a row pointing at a component (a media link, an
 * entry's or a component's component) keeps the component's type, field and order, not its id. Media files are
 * numbered in the order the source database lists them, which on PostgreSQL is not id order (an updated row moves):
 * a media link names its file by the file's hash instead.
 */
function withoutLocalIds(table: string, row: Record<string, unknown>, fileHashes: Map<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(row).filter(([column]) => !LOCAL_COLUMNS.has(column)));
  if (table === 'files_related_mph') {
    kept.file = fileHashes.get(String(kept.file_id));
    delete kept.file_id;
  }
  if (typeof kept.related_type === 'string' && !kept.related_type.includes('::')) delete kept.related_id;
  if (table.endsWith('_cmps')) {
    delete kept.cmp_id;
    if (table.startsWith('components_')) delete kept.entity_id;
  }
  return kept;
}

export interface StrapiTables {
  /** Every row of every content, component, media and account table, without its local ids, in a stable order. */
  rows: Record<string, string[]>;
  /** Row counts of the link tables (their columns are nothing but local ids). */
  links: Record<string, number>;
}

export function readStrapiTables(database: StrapiDatabase): Promise<StrapiTables> {
  return inStrapiDatabase(database, async (db) => {
    const tables = (await db.tables()).filter((name) => !NOT_TRANSFERRED.test(name));
    const fileHashes = new Map(tables.includes('files') ? (await db.rows('SELECT id, hash FROM files')).map((file) => [String(file.id), file.hash]) : []);
    const rows: Record<string, string[]> = {};
    const links: Record<string, number> = {};
    for (const table of tables) {
      const all = await db.rows(`SELECT * FROM "${table}"`);
      if (table.endsWith('_lnk')) {
        links[table] = all.length;
        continue;
      }
      rows[table] = all.map((row) => JSON.stringify(withoutLocalIds(table, row, fileHashes))).sort();
    }
    return { rows, links };
  });
}

/** SHA-256 of every file in the uploads folder, by name. */
export async function hashUploads(uploadsDir: string): Promise<Record<string, string>> {
  const names = (await readdir(uploadsDir)).filter((name) => !name.startsWith('.')).sort();
  const hashes = await Promise.all(names.map(async (name) => createHash('sha256').update(await readFile(join(uploadsDir, name))).digest('hex')));
  return Object.fromEntries(names.map((name, i) => [name, hashes[i]!]));
}

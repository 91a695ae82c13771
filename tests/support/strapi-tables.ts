import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// better-sqlite3 is a dependency of the cms package, not of the web app.
const Database = createRequire(new URL('../../cms/package.json', import.meta.url))('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean },
) => {
  prepare(sql: string): { all(): Array<Record<string, unknown>> };
  close(): void;
};

// Not part of a content backup: Strapi's admin accounts, tokens and its own bookkeeping, which an import keeps or
// rebuilds on the target (`strapi export` leaves admin users and API tokens out by design); the bot barrier's spent
// challenges, which matter for five minutes (a database model, not a content type: `strapi export` has no reason to
// carry them).
const NOT_TRANSFERRED = /^(admin_|strapi_|altcha_spent_challenges$)/;
// Row ids and links to admin accounts are the target database's own; everything else must survive.
const LOCAL_COLUMNS = new Set(['id', 'created_by_id', 'updated_by_id']);

/**
 * The import keeps entries' ids but numbers components anew: a row pointing at a component (a media link, an
 * entry's or a component's component) keeps the component's type, field and order, not its id.
 */
function withoutLocalIds(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(row).filter(([column]) => !LOCAL_COLUMNS.has(column)));
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

export function readStrapiTables(databaseFile: string): StrapiTables {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all()
      .map((row) => String(row.name))
      .filter((name) => !NOT_TRANSFERRED.test(name));
    const rows: Record<string, string[]> = {};
    const links: Record<string, number> = {};
    for (const table of tables) {
      const all = db.prepare(`SELECT * FROM "${table}"`).all();
      if (table.endsWith('_lnk')) {
        links[table] = all.length;
        continue;
      }
      rows[table] = all
        .map((row) => JSON.stringify(withoutLocalIds(table, row)))
        .sort();
    }
    return { rows, links };
  } finally {
    db.close();
  }
}

/** SHA-256 of every file in the uploads folder, by name. */
export async function hashUploads(uploadsDir: string): Promise<Record<string, string>> {
  const names = (await readdir(uploadsDir)).filter((name) => !name.startsWith('.')).sort();
  const hashes = await Promise.all(names.map(async (name) => createHash('sha256').update(await readFile(join(uploadsDir, name))).digest('hex')));
  return Object.fromEntries(names.map((name, i) => [name, hashes[i]!]));
}

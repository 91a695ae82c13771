import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { PORTAL_STRAPI } from './portal-strapi';

/**
 * The emulator layer's Strapi has no demo content: the template is published straight into its SQLite file (the row the
 * public REST API serves), as an editor's publish leaves it.
 */
export function publishContractTemplate(template: { version: number; body: string }): void {
  const cmsRequire = createRequire(new URL('../../cms/package.json', import.meta.url));
  const Database = cmsRequire('better-sqlite3') as new (file: string) => { prepare(sql: string): { run(...params: unknown[]): unknown }; close(): void };
  const sqlite = new Database(PORTAL_STRAPI.databaseFile);
  try {
    const at = Date.now();
    sqlite.prepare('DELETE FROM contract_templates').run();
    sqlite
      .prepare('INSERT INTO contract_templates (document_id, version, body, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(`contract${randomBytes(4).toString('hex')}`, template.version, template.body, at, at, at);
  } finally {
    sqlite.close();
  }
}

import type { Core, Modules, UID } from '@strapi/strapi';

// The demo data is plain JSON (demo-content.json), so its documents are typed with the API's own parameter types
// for "any content type" rather than per content type.
type DocumentParams = Modules.Documents.ServiceParams;

export type SeedMode = 'missing' | 'update';

/**
 * Creates and publishes a document unless one matching `where` exists. In 'missing' mode (the
 * default, also used on every start) an existing document is left alone, so editors' changes
 * survive restarts and a second run changes nothing. 'update' mode overwrites it with the demo data.
 * Returns the documentId.
 */
export async function upsertDocument(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  where: Record<string, unknown> | null,
  data: Record<string, unknown>,
  mode: SeedMode,
): Promise<{ documentId: string; created: boolean }> {
  const documents = strapi.documents(uid);
  // Single types have at most one document, so they match without a filter.
  const existing = await documents.findFirst({ ...(where ? { filters: where } : {}), status: 'draft' } as DocumentParams['findFirst']);

  if (!existing) {
    const created = await documents.create({ data, status: 'published' } as DocumentParams['create']);
    return { documentId: created.documentId, created: true };
  }
  if (mode === 'update') {
    const { documentId: _ignored, ...rest } = data;
    await documents.update({ documentId: existing.documentId, data: rest } as DocumentParams['update']);
    await documents.publish({ documentId: existing.documentId } as DocumentParams['publish']);
  }
  return { documentId: existing.documentId, created: false };
}

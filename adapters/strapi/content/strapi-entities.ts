/** A Strapi entity flattened to one plain object, whatever the API version wrapped it in. */
export type StrapiRecord = Record<string, unknown>;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The one parser of Strapi's answers, for the browser's content adapter and the functions' readers alike: Strapi 4
 * wraps entities as `{ data: { id, attributes } }` (and relations/media likewise); Strapi 5 returns flat
 * documents. This turns either into flat records, recursively, so the mapping code reads one shape.
 */
export function flatten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flatten);
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length <= 2 && 'data' in value && (keys.length === 1 || 'meta' in value)) {
    return flatten(value.data);
  }
  if (isObject(value.attributes) && 'id' in value) {
    return flatten({ id: value.id, ...value.attributes });
  }
  const out: StrapiRecord = {};
  for (const [key, child] of Object.entries(value)) out[key] = flatten(child);
  return out;
}

/** The entity list of a collection response (`{ data: [...] }`), flattened. */
export function records(payload: unknown): StrapiRecord[] {
  const flat = flatten(payload);
  return Array.isArray(flat) ? flat.filter(isObject) : [];
}

/** The single entity of a response, flattened; null when there is none. */
export function record(payload: unknown): StrapiRecord | null {
  const flat = flatten(payload);
  if (Array.isArray(flat)) return isObject(flat[0]) ? flat[0] : null;
  return isObject(flat) ? flat : null;
}

export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

export function num(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Editors write paragraphs separated by a blank line. */
export function paragraphs(value: unknown): string[] {
  return text(value)
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Editors write list items one per line. */
export function lines(value: unknown): string[] {
  return text(value)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The content id callers use: Strapi 5's documentId, else the numeric id (v3/v4). */
export function contentId(entity: StrapiRecord): string {
  return text(entity.documentId) || text(entity.id) || text(entity._id);
}

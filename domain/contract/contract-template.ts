import { DomainError } from '../errors';

/**
 * The placeholders a contract template may name, a closed list: the photographer writes `{{datum}}` in the CMS and the
 * filled contract carries the booking's value. A name outside this list is a typed error when the template is read,
 * never a blank in a contract the couple accepts.
 */
export const CONTRACT_PLACEHOLDERS = [
  'snoubenci',
  'email',
  'datum',
  'cas_obradu',
  'misto',
  'rezervace',
  'balicek',
  'doplnky',
  'cena',
  'zaloha',
  'splatnost_zalohy',
  'doplatek',
] as const;
export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number];

/** The photographer's contract as kept in the CMS: Markdown with placeholders, and the version she gave it. */
export interface ContractTemplate {
  /** Whole number, raised by the photographer for every change; an accepted contract records the one it was filled from. */
  version: number;
  /** Markdown (the CMS's rich text) with `{{placeholder}}`s. */
  body: string;
}

/** A contract body longer than this is surely a paste gone wrong (and would not fit a Firestore document's audit). */
export const CONTRACT_BODY_MAX_CHARS = 60_000;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isPlaceholder = (name: string): name is ContractPlaceholder => (CONTRACT_PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders a template body names, in order of first use. */
export function placeholdersOf(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/**
 * A template as read from the CMS (untrusted shape), checked once for every reader: a whole positive version, a
 * non-empty body within the size limit, and only placeholders of the closed list (`contract/unknown-placeholder`
 * with the unknown names in details, so the desk can say which).
 */
export function readContractTemplate(raw: { version?: unknown; body?: unknown } | null | undefined): ContractTemplate {
  const version = raw?.version;
  const body = typeof raw?.body === 'string' ? raw.body : '';
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) {
    throw new DomainError('contract/template-invalid', 'Contract template has no valid version');
  }
  if (body.trim() === '' || body.length > CONTRACT_BODY_MAX_CHARS) {
    throw new DomainError('contract/template-invalid', 'Contract template body is empty or too long');
  }
  const unknown = placeholdersOf(body).filter((name) => !isPlaceholder(name));
  if (unknown.length > 0) {
    throw new DomainError('contract/unknown-placeholder', `Unknown placeholders: ${unknown.join(', ')}`, { placeholders: unknown });
  }
  return { version, body };
}

/**
 * The canonical form of a contract's text, the one its SHA-256 is taken of: Unicode NFC, LF line ends, no trailing
 * spaces, at most one blank line in a row, no leading or trailing blank lines. Two renders of the same template and
 * booking give the same bytes whatever line ends or composed/decomposed accents the CMS stored.
 */
export function canonicalContractText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Characters that would turn a couple's typed name or a venue into Markdown markup (a link needs `[`, emphasis, a
 * heading, HTML); parentheses alone make none, so prices read "(32 000 Kč)" in the canonical text too.
 */
const MARKDOWN_SPECIAL = /[\\`*_[\]#|<>~]/g;

function escapeMarkdown(value: string): string {
  // Line breaks would end a paragraph or start a list; no-break spaces in amounts stay.
  return value.replace(/[ \t\r\n]+/g, ' ').trim().replace(MARKDOWN_SPECIAL, (char) => `\\${char}`);
}

/**
 * The template with every placeholder replaced by its value (escaped, so a value is text, never markup), as canonical
 * text. Values are given for every placeholder of the closed list, so a valid template always fills completely.
 */
export function fillContractTemplate(template: ContractTemplate, values: Readonly<Record<ContractPlaceholder, string>>): string {
  const filled = template.body.replace(PLACEHOLDER, (_whole, name: string) => {
    if (!isPlaceholder(name)) throw new DomainError('contract/unknown-placeholder', `Unknown placeholder: ${name}`, { placeholders: [name] });
    return escapeMarkdown(values[name]);
  });
  return canonicalContractText(filled);
}

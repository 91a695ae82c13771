// The "Trigger Email" extension as firebase.json declares it: its pinned reference, the params it declares (a copy of
// the pinned version's extension.yaml params, extensions/firestore-send-email.spec.json) and the values deployed
// (extensions/firestore-send-email.env, then .env.<projectId> over it, as firebase-tools reads them). The checks are
// shared by the preflight (on the operator's files) and scripts/ops/extensions-config.test.ts (on the committed ones).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseMailbox } from '../../domain/mail/sender.ts';
import { MAIL } from '../../ports/wire/firestore-documents.ts';
import { REPO_ROOT } from '../script-runtime.ts';

export const MAIL_EXTENSION_ID = 'firestore-send-email';
export const MAIL_EXTENSION_REF = /^firebase\/firestore-send-email@(\d+\.\d+\.\d+)$/;
/** The system param that places the extension's (2nd gen) function; firebase-tools passes any `firebaseextensions.…/…` key. */
export const MAIL_EXTENSION_LOCATION = 'firebaseextensions.v1beta.v2function/location';

export interface ExtensionParamSpec {
  param: string;
  type?: 'string' | 'select' | 'multiSelect' | 'secret' | 'selectResource';
  default?: string;
  required?: boolean;
  immutable?: boolean;
  validationRegex?: string;
  options?: Array<{ value: string }>;
}
export interface ExtensionSpec {
  name: string;
  version: string;
  params: ExtensionParamSpec[];
}
export interface ExtensionFinding {
  variable: string;
  cs: string;
  en: string;
}

const require = createRequire(import.meta.url);
const paramHelper = require('firebase-tools/lib/extensions/paramHelper.js') as {
  readEnvFile(path: string): Record<string, string>;
  isSystemParam(name: string): boolean;
};

export function readMailExtensionSpec(root = REPO_ROOT): ExtensionSpec {
  return JSON.parse(readFileSync(join(root, 'extensions', `${MAIL_EXTENSION_ID}.spec.json`), 'utf8')) as ExtensionSpec;
}

/** The params firebase-tools would deploy for `projectId`: the base file, then the project's file over it. */
export function readMailExtensionParams(projectId: string | undefined, dir = join(REPO_ROOT, 'extensions')): { values: Record<string, string>; files: string[] } {
  const files = [join(dir, `${MAIL_EXTENSION_ID}.env`), ...(projectId ? [join(dir, `${MAIL_EXTENSION_ID}.env.${projectId}`)] : [])].filter((file) => existsSync(file));
  return { values: Object.assign({}, ...files.map((file) => paramHelper.readEnvFile(file))) as Record<string, string>, files };
}

/** The URI's user part (before the host's `@`; a user name may itself hold an `@`), empty when there is none. */
function smtpUserInfo(uri: string | undefined): string {
  const rest = (uri ?? '').replace(/^smtps?:\/\//, '');
  return rest.includes('@') ? rest.slice(0, rest.lastIndexOf('@')) : '';
}

/** What firebase-tools does with a secret param's value: `projects/<project>/secrets/<name>/versions/<version>`. */
const SECRET_REFERENCE = /^projects\/(\$\{param:PROJECT_NUMBER\}|\$\{param:PROJECT_ID\}|[a-z0-9-]+)\/secrets\/[A-Za-z0-9_-]+\/versions\/(latest|\d+)$/;

/**
 * Problems of the extension's params against its declared spec and this project's setup (firebase.json's database and
 * region): an undeclared key, a missing required value, a value its own validation refuses, a secret written in clear,
 * an SMTP password in the URI, or an outbox other than the one the functions write.
 */
export function mailExtensionProblems(
  values: Record<string, string>,
  spec: ExtensionSpec,
  firestore: { database?: string; location?: string },
): ExtensionFinding[] {
  const problems: ExtensionFinding[] = [];
  const declared = new Map(spec.params.map((param) => [param.param, param]));
  const add = (variable: string, cs: string, en: string) => problems.push({ variable, cs, en });
  for (const key of Object.keys(values)) {
    if (!declared.has(key) && !paramHelper.isSystemParam(key)) add(key, `rozšíření ${spec.version} takový parametr nemá (překlep?)`, `not a param of ${spec.name}@${spec.version} (misspelt?)`);
  }
  for (const param of spec.params) {
    const value = values[param.param] ?? '';
    if (value === '') {
      // firebase-tools asks only for a param whose `required` is set (askUserForParam.js), whatever the schema's prose says.
      if (param.required === true && param.default === undefined) add(param.param, 'chybí povinný parametr rozšíření', "missing: a required param of the extension");
      continue;
    }
    if (param.validationRegex && !new RegExp(param.validationRegex).test(value)) add(param.param, 'hodnotu rozšíření odmítne', 'the extension refuses this value');
    if ((param.type === 'select' || param.type === 'multiSelect') && !param.options?.some((option) => option.value === value)) {
      add(param.param, 'není mezi povolenými hodnotami', `not one of the param's options`);
    }
    if (param.type === 'secret' && !SECRET_REFERENCE.test(value)) {
      add(param.param, 'tajemství patří do Secret Manageru: uveďte projects/${param:PROJECT_NUMBER}/secrets/…/versions/latest, ne hodnotu', 'a secret param must name a Secret Manager version, never hold the value');
    }
  }
  if (smtpUserInfo(values.SMTP_CONNECTION_URI).includes(':')) {
    add('SMTP_CONNECTION_URI', 'heslo nepatří do adresy SMTP: patří do tajemství SMTP_PASSWORD', 'the SMTP URI holds a password: put it in the SMTP_PASSWORD secret');
  }
  if (!values.SMTP_PASSWORD && (values.AUTH_TYPE ?? 'UsernamePassword') === 'UsernamePassword') {
    add('SMTP_PASSWORD', 'chybí odkaz na tajemství s heslem SMTP', 'missing: the Secret Manager reference of the SMTP password');
  }
  if ((values.MAIL_COLLECTION ?? '') !== MAIL) add('MAIL_COLLECTION', `rozšíření musí číst kolekci ${MAIL}, kam funkce ukládají e-maily`, `must be ${MAIL}, the outbox the functions write`);
  if (firestore.database && (values.DATABASE ?? '(default)') !== firestore.database) add('DATABASE', 'jiná databáze než ve firebase.json', `not firebase.json's database ${firestore.database}`);
  for (const key of ['DATABASE_REGION', MAIL_EXTENSION_LOCATION]) {
    if (firestore.location && values[key] !== firestore.location) add(key, `region musí být ${firestore.location} jako databáze`, `must be the database's region ${firestore.location}`);
  }
  if ((values.TTL_EXPIRE_TYPE ?? 'never') !== 'never') {
    add('TTL_EXPIRE_TYPE', 'e-maily maže plán uchovávání (applyRetentionPolicy), ne TTL', 'the outbox is deleted by applyRetentionPolicy: a TTL would add delivery.expireAt with no policy');
  }
  return problems;
}

/** The address every mail falls back to (DEFAULT_FROM) must be the functions' sender, or mails leave from two. */
export function senderMismatch(defaultFrom: string | undefined, mailFrom: string | undefined): ExtensionFinding | null {
  const fallback = parseMailbox(defaultFrom)?.address;
  const sender = parseMailbox(mailFrom)?.address;
  if (!fallback || !sender || fallback.toLowerCase() === sender.toLowerCase()) return null;
  return { variable: 'DEFAULT_FROM', cs: `není stejná adresa jako MAIL_FROM funkcí (${sender})`, en: `${fallback} is not the functions' MAIL_FROM ${sender}` };
}

/** Hosts of the documentation's examples (RFC 2606 and the repository's own .env examples): not a real server. */
export function isPlaceholderHost(uri: string | undefined): boolean {
  const host = /@([^@:/]+):\d+/.exec(uri ?? '')?.[1] ?? /^smtps?:\/\/([^@:/]+):\d+/.exec(uri ?? '')?.[1] ?? '';
  return host === '' || /(^|\.)example(\.[a-z]+)?$/i.test(host) || /(^|\.)(localhost|invalid|test)$/i.test(host);
}

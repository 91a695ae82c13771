// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL } from '../../functions/src/config-check.ts';
import { senderProblem } from '../../domain/mail/sender.ts';
import { REPO_ROOT } from '../script-runtime.ts';
import {
  isPlaceholderHost,
  MAIL_EXTENSION_ID,
  MAIL_EXTENSION_LOCATION,
  MAIL_EXTENSION_REF,
  mailExtensionProblems,
  readMailExtensionParams,
  readMailExtensionSpec,
  senderMismatch,
} from './mail-extension.ts';

/**
 * The mail extension is declared, not clicked: firebase.json pins it, extensions/firestore-send-email.env holds its
 * params. A misspelt key is ignored at deploy and a wrong collection means no mail ever leaves, with no error: these
 * checks run the committed files through firebase-tools' own parser and schema and the pinned version's params.
 */
const config = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as {
  extensions?: Record<string, string>;
  firestore: { database?: string; location?: string };
};
const spec = readMailExtensionSpec();
const { values, files } = readMailExtensionParams(undefined);
const problems = (changed: Record<string, string | undefined>) =>
  mailExtensionProblems(
    Object.fromEntries(Object.entries({ ...values, ...changed }).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    spec,
    config.firestore,
  ).map((problem) => problem.variable);

describe('the Trigger Email extension (firebase.json extensions)', () => {
  it('is declared once, pinned to an exact version, the same as the params copy it is checked against', () => {
    expect(Object.keys(config.extensions ?? {})).toEqual([MAIL_EXTENSION_ID]);
    const version = MAIL_EXTENSION_REF.exec(config.extensions?.[MAIL_EXTENSION_ID] ?? '')?.[1];
    expect(version, 'firebase/firestore-send-email@x.y.z').toBeDefined();
    expect(spec.name).toBe(MAIL_EXTENSION_ID);
    expect(spec.version).toBe(version);
  });

  it("ships a params copy that firebase-tools' extension.yaml schema accepts (and refuses a misspelt field of)", () => {
    const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/firebase-tools/schema/extension-yaml.json'), 'utf8')) as object;
    const ajv = new Ajv({ allErrors: true });
    expect(ajv.validate(schema, spec), JSON.stringify(ajv.errors)).toBe(true);
    const misspelt = { ...spec, params: [{ ...spec.params[0], requried: true }] };
    expect(ajv.validate(schema, misspelt)).toBe(false);
  });

  it("parses with firebase-tools' own reader and every value passes the pinned version's params", () => {
    expect(files).toEqual([join(REPO_ROOT, 'extensions', `${MAIL_EXTENSION_ID}.env`)]);
    expect(problems({})).toEqual([]);
    expect(values.MAIL_COLLECTION).toBe('mail');
    expect(values.DATABASE_REGION).toBe(config.firestore.location);
    expect(values[MAIL_EXTENSION_LOCATION]).toBe(config.firestore.location);
  });

  it('keeps the SMTP password a Secret Manager reference, never a value, and none in the URI', () => {
    expect(spec.params.find((param) => param.param === 'SMTP_PASSWORD')?.type).toBe('secret');
    expect(values.SMTP_PASSWORD).toMatch(/^projects\/\$\{param:PROJECT_NUMBER\}\/secrets\/[\w-]+\/versions\/latest$/);
    expect(problems({ SMTP_PASSWORD: 'hunter2' })).toEqual(['SMTP_PASSWORD']);
    expect(problems({ SMTP_PASSWORD: undefined })).toEqual(['SMTP_PASSWORD']);
    expect(problems({ SMTP_CONNECTION_URI: 'smtps://web@terezanovakova-foto.cz:heslo@smtp.seznam.cz:465' })).toEqual(['SMTP_CONNECTION_URI']);
  });

  it('names what the extension would ignore or refuse: a misspelt key, a wrong collection, region or option', () => {
    expect(problems({ MAIL_COLECTION: 'mail' })).toEqual(['MAIL_COLECTION']);
    expect(problems({ MAIL_COLLECTION: 'mails' })).toEqual(['MAIL_COLLECTION']);
    expect(problems({ DATABASE_REGION: 'us' })).toEqual(['DATABASE_REGION']);
    expect(problems({ AUTH_TYPE: 'Password' })).toEqual(['AUTH_TYPE']);
    expect(problems({ DEFAULT_FROM: undefined })).toEqual(['DEFAULT_FROM']);
    expect(problems({ SMTP_CONNECTION_URI: 'smtp.seznam.cz' })).toEqual(['SMTP_CONNECTION_URI']);
    expect(problems({ TTL_EXPIRE_TYPE: 'day' })).toEqual(['TTL_EXPIRE_TYPE']);
  });

  it("sends from the site's domain, and the preflight tells the committed example host and a second sender apart", () => {
    expect(senderProblem(values.DEFAULT_FROM ?? '', DEFAULT_SITE_URL)).toBeNull();
    // The committed URI names the example host on purpose: the preflight refuses it until the real one is set.
    expect(isPlaceholderHost(values.SMTP_CONNECTION_URI)).toBe(true);
    expect(isPlaceholderHost('smtps://web@terezanovakova-foto.cz@smtp.seznam.cz:465')).toBe(false);
    expect(senderMismatch(values.DEFAULT_FROM, 'Tereza <web@terezanovakova-foto.cz>')).toBeNull();
    expect(senderMismatch(values.DEFAULT_FROM, 'info@terezanovakova-foto.cz')?.variable).toBe('DEFAULT_FROM');
  });

  it('is not started by the emulators: the launcher names its emulators, so firebase-tools skips the extension', () => {
    // firebase-tools adds the Extensions emulator to the targets unless `--only` leaves it out; emulating it would
    // download the extension's source, which these machines cannot.
    const launcher = readFileSync(join(REPO_ROOT, 'scripts/dev/emulators/run.ts'), 'utf8');
    expect(launcher).toMatch(/'emulators:start', '--only', only/);
    const only = /const only = ([^;\n]+)/.exec(launcher)?.[1] ?? '';
    expect(only).not.toMatch(/extensions/);
  });
});

// The archive's files are encrypted with age (the `age-encryption` library, the format of the `age` tool: a file
// can also be opened with `age -d -i key.txt`). Backups need only the public key (recipient, `age1…`), so the machine
// that takes them cannot read old ones; a restore needs the secret key (identity, `AGE-SECRET-KEY-1…`).
//
//   BACKUP_AGE_RECIPIENTS     backup: one or more public keys, separated by spaces or commas (or --recipient)
//   BACKUP_AGE_IDENTITY_FILE  restore: a key file as `age-keygen` / `npm run backup:key` writes it (or --identity)
//   BACKUP_AGE_IDENTITY       restore: the secret key itself (for a secret store that hands out values, not files)
import { createReadStream, createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';

/** Owner read/write only: the files hold password hashes, tokens and couples' personal data. */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;
export const SCHEME = 'age';

const RECIPIENT = /^age1[0-9a-z]+$/;
const IDENTITY = /^AGE-SECRET-KEY-[0-9A-Z-]+$/;

/** The public keys a backup encrypts to; refuses to go on without one. */
export function recipientsFrom({ recipients = [], env = process.env }: { recipients?: string[]; env?: NodeJS.ProcessEnv } = {}): string[] {
  const all = [...recipients, ...String(env.BACKUP_AGE_RECIPIENTS ?? '').split(/[\s,]+/)].map((value) => value.trim()).filter(Boolean);
  if (all.length === 0) {
    throw new Error(
      'No encryption key: set BACKUP_AGE_RECIPIENTS to the public key (age1…) of the key that will restore the backup, or pass --recipient. ' +
        '`npm run backup:key -- --out <file>` creates a key pair. Backups are never written unencrypted.',
    );
  }
  for (const value of all) if (!RECIPIENT.test(value)) throw new Error(`Not an age public key (age1…): "${value.slice(0, 12)}…"`);
  return [...new Set(all)];
}

/** The secret keys a restore decrypts with. */
export function identitiesFrom({ identityFile, env = process.env }: { identityFile?: string | undefined; env?: NodeJS.ProcessEnv } = {}): string[] {
  const file = identityFile ?? env.BACKUP_AGE_IDENTITY_FILE;
  const lines = [String(env.BACKUP_AGE_IDENTITY ?? '')];
  if (file) {
    if (!existsSync(file)) throw new Error(`The key file ${file} does not exist.`);
    lines.push(...readFileSync(file, 'utf8').split('\n'));
  }
  const identities = lines.map((line) => line.trim()).filter((line) => IDENTITY.test(line));
  if (identities.length === 0) {
    throw new Error('The archive is encrypted: give its secret key with --identity <key file>, BACKUP_AGE_IDENTITY_FILE or BACKUP_AGE_IDENTITY.');
  }
  return identities;
}

// Node's web streams and the DOM's (which age-encryption is typed with) are the same objects at run time.
const toWebStream = (file: string) => Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
const fromWebStream = (stream: ReadableStream<Uint8Array>) => Readable.fromWeb(stream as unknown as NodeReadableStream);

function encrypter(recipients: string[]) {
  const e = new Encrypter();
  for (const recipient of recipients) e.addRecipient(recipient);
  return e;
}

/** Encrypts bytes or text into a new owner-only file. */
export async function writeEncrypted(file: string, content: string | Uint8Array, recipients: string[]): Promise<void> {
  writeFileSync(file, await encrypter(recipients).encrypt(content), { mode: PRIVATE_FILE, flag: 'wx' });
}

/** Encrypts a file into a new owner-only file, streaming (Strapi's export with its media can be gigabytes). */
export async function encryptFile(source: string, target: string, recipients: string[]): Promise<void> {
  const encrypted = await encrypter(recipients).encrypt(toWebStream(source));
  await pipeline(fromWebStream(encrypted), createWriteStream(target, { mode: PRIVATE_FILE, flags: 'wx' }));
}

function decrypter(identities: string[]) {
  const d = new Decrypter();
  for (const identity of identities) d.addIdentity(identity);
  return d;
}

/** The decrypted bytes of an archive file; a wrong key or a changed byte fails (age authenticates every chunk). */
export async function readEncrypted(file: string, identities: string[]): Promise<Buffer> {
  try {
    return Buffer.from(await decrypter(identities).decrypt(readFileSync(file)));
  } catch (error) {
    throw new Error(`${file} cannot be decrypted with the given key: ${error instanceof Error ? error.message : error}`);
  }
}

/** Decrypts an archive file into a new owner-only file, streaming. */
export async function decryptFile(source: string, target: string, identities: string[]): Promise<void> {
  try {
    const plain = await decrypter(identities).decrypt(toWebStream(source));
    await pipeline(fromWebStream(plain), createWriteStream(target, { mode: PRIVATE_FILE, flags: 'wx' }));
  } catch (error) {
    throw new Error(`${source} cannot be decrypted with the given key: ${error instanceof Error ? error.message : error}`);
  }
}

/** A new key pair: the identity file's text (as age-keygen writes it) and its public key. */
export async function newKeyPair(now = new Date()): Promise<{ recipient: string; text: string }> {
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  return { recipient, text: `# created: ${now.toISOString()}\n# public key: ${recipient}\n${identity}\n` };
}

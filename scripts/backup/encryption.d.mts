/** The public keys a backup encrypts to (BACKUP_AGE_RECIPIENTS or `recipients`); throws without one. */
export function recipientsFrom(options?: { recipients?: string[]; env?: NodeJS.ProcessEnv }): string[];
/** The secret keys a restore decrypts with (--identity file, BACKUP_AGE_IDENTITY_FILE, BACKUP_AGE_IDENTITY). */
export function identitiesFrom(options?: { identityFile?: string; env?: NodeJS.ProcessEnv }): string[];
export function writeEncrypted(file: string, content: string | Uint8Array, recipients: string[]): Promise<void>;
export function readEncrypted(file: string, identities: string[]): Promise<Buffer>;
export function newKeyPair(now?: Date): Promise<{ recipient: string; text: string }>;
export const PRIVATE_FILE: number;
export const PRIVATE_DIR: number;

// `npm run backup:key -- --out <file>`: a new age key pair for the backups. The file (owner-only) holds the secret
// key that restores; keep it off the machine that takes backups (a password manager, a safe). The public key it prints
// goes into BACKUP_AGE_RECIPIENTS where backups are taken.
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { newKeyPair, PRIVATE_FILE } from './encryption.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('usage: npm run backup:key -- --out <key file>');
  process.exit(2);
}
if (existsSync(values.out)) {
  console.error(`${values.out} exists: a key is never overwritten (the backups made with it could not be restored).`);
  process.exit(1);
}
const { recipient, text } = await newKeyPair();
writeFileSync(values.out, text, { mode: PRIVATE_FILE, flag: 'wx' });
console.log(`Secret key written to ${values.out} (keep it safe and away from the backups).`);
console.log(`Public key for BACKUP_AGE_RECIPIENTS: ${recipient}`);

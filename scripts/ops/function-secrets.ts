// The functions' Secret Manager secrets, read from their declarations (functions/src/config.ts `defineSecret`): the
// preflight names them without loading the Firebase SDKs, and `firebase deploy` asks for any that does not exist yet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../script-runtime.ts';

export function declaredSecrets(source: string): string[] {
  return [...source.matchAll(/defineSecret\(\s*'([A-Z][A-Z0-9_]*)'\s*\)/g)].map((match) => match[1]!);
}

export const FUNCTION_SECRETS: readonly string[] = declaredSecrets(readFileSync(join(REPO_ROOT, 'functions/src/config.ts'), 'utf8'));

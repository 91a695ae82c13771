// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../script-runtime.ts';
import { FUNCTION_SECRETS } from './function-secrets.ts';

/** Every functions source file (no tests), as one text: where secrets are declared, bound and read. */
const functionsSource = readdirSync(join(REPO_ROOT, 'functions/src'))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => readFileSync(join(REPO_ROOT, 'functions/src', name), 'utf8'))
  .join('\n');

// A secret `firebase deploy` does not know is never asked for, and a function reads an empty value in production.
describe("the functions' secrets are declared params, so `firebase deploy` asks for them", () => {
  it('declares the bot-barrier key, the bank token and the shared CMS and gallery keys with defineSecret', () => {
    expect([...FUNCTION_SECRETS].sort()).toEqual(['ACCOUNT_ERASURE_SECRET', 'ALTCHA_HMAC_KEY', 'FIO_API_TOKEN', 'GALLERY_GUEST_PASS_KEY', 'GALLERY_PIN_KEY']);
  });

  it('reads no secret-like variable from the environment that is not declared', () => {
    const read = new Set([...functionsSource.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!));
    const secretLike = [...read].filter((name) => /KEY|TOKEN|SECRET|PASSWORD/.test(name));
    for (const name of secretLike) expect(FUNCTION_SECRETS, name).toContain(name);
  });

  it('binds every declared secret to a function (Secret Manager gives a function only the secrets it names)', () => {
    for (const name of FUNCTION_SECRETS) {
      const bound = new RegExp(`secrets: \\[[^\\]]*\\b${name}\\b|\\[${name}\\]|_SECRETS = \\[[^\\]]*\\b${name}\\b`).test(functionsSource);
      expect(bound, name).toBe(true);
    }
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deploymentModules } from '../../tests/support/functions-deployment';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** Each `export const name = …` of a deployed file with its text up to the next one. */
const exported = (text: string) =>
  text.split(/\n(?=export const )/).flatMap((block) => {
    const name = /^export const (\w+)/.exec(block)?.[1];
    return name ? [[name, block] as const] : [];
  });

// galleryKeys() throws in production where a function does not bind the secrets it reads (Secret Manager gives a
// function only the secrets it declares); the emulator hands every function every secret, so only this catches it.
describe('every function that builds the galleries\' store binds the galleries\' secrets', () => {
  it('the GDPR callables and the retention run, which reach the galleries through galleryPrivacyStore', () => {
    const reaching = deploymentModules().modules.flatMap(({ text }) => exported(text)).filter(([, block]) => /galleryPrivacyStore\(|eraseMyAccount\(|exportMyPersonalData\(/.test(block));
    expect(reaching.map(([name]) => name).sort()).toEqual(['accountDeleted', 'applyRetentionPolicy', 'deleteMyAccount', 'exportMyData']);
    for (const [name, block] of reaching) {
      if (name === 'accountDeleted') continue;
      expect(block, name).toMatch(/galleryOptions|GALLERY_SECRETS/);
    }
  });

  it('the server hook (accountDeleted) binds them beside its own secret', () => {
    expect(source('./server-hook.ts')).toMatch(/secrets: \[ACCOUNT_ERASURE_SECRET, \.\.\.GALLERY_SECRETS\]/);
  });
});

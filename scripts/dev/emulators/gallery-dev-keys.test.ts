// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEV_GALLERY_GUEST_PASS_KEY, DEV_GALLERY_PIN_KEY } from '../../../functions/src/config';
// @ts-expect-error -- plain ESM helper of the scripts, no type declarations
import { DEV_SECRETS } from './functions-build.mjs';

describe("the galleries' keys on the emulators", () => {
  it('the functions (functions/.secret.local) and the demo seed use the same public development values', () => {
    expect(DEV_SECRETS.GALLERY_GUEST_PASS_KEY).toBe(DEV_GALLERY_GUEST_PASS_KEY);
    expect(DEV_SECRETS.GALLERY_PIN_KEY).toBe(DEV_GALLERY_PIN_KEY);
    const seed = readFileSync(new URL('./seed-gallery.ts', import.meta.url), 'utf8');
    expect(seed).toContain(`'${DEV_GALLERY_GUEST_PASS_KEY}'`);
    expect(seed).toContain(`'${DEV_GALLERY_PIN_KEY}'`);
  });
});

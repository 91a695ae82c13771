// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEV_GALLERY_GUEST_PASS_KEY, DEV_GALLERY_PIN_KEY } from '../../../functions/src/config';
import { DEV_SECRETS } from './functions-build.ts';

describe("the galleries' keys on the emulators", () => {
  it('the functions (functions/.secret.local) and the demo seed (which reads DEV_SECRETS) use the same public development values', () => {
    expect(DEV_SECRETS.GALLERY_GUEST_PASS_KEY).toBe(DEV_GALLERY_GUEST_PASS_KEY);
    expect(DEV_SECRETS.GALLERY_PIN_KEY).toBe(DEV_GALLERY_PIN_KEY);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES } from '../../ports/callable-api';

const index = readFileSync(new URL('../../functions/src/index.ts', import.meta.url), 'utf8');

describe('functions/src/index.ts deploys exactly the callable contract (ports/callable-api.ts)', () => {
  it('exports each contract name once, under the same name it registers', () => {
    const exported = [...index.matchAll(/export const (\w+) = callable\('(\w+)'/g)].map(([, name, registered]) => {
      expect(registered, `${name} registers under its own name`).toBe(name);
      return name;
    });
    expect(exported.sort()).toEqual([...CALLABLE_NAMES].sort());
    // Nothing else is exported: an onCall outside the contract would be an untyped door.
    expect([...index.matchAll(/^export /gm)].length).toBe(CALLABLE_NAMES.length);
  });
});

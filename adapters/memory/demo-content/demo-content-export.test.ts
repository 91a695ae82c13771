// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoContent } from './demo-content';

describe('demo content export for the Strapi seed', () => {
  it('cms/data/demo-content.json is the current demo content (run `node --import tsx scripts/build/export-demo-content.ts`)', () => {
    const exported: unknown = JSON.parse(readFileSync(resolve(process.cwd(), 'cms/data/demo-content.json'), 'utf8'));
    expect(exported).toEqual(JSON.parse(JSON.stringify(demoContent)));
  });
});

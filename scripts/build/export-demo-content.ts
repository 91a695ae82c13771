// Writes cms/data/demo-content.json from adapters/memory/demo-content (the single source of the demo content),
// for the Strapi seed, which runs in its own package and cannot import the web app's TypeScript.
// A unit test (adapters/memory/demo-content/demo-content-export.test.ts) fails when the JSON is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoContent } from '../../adapters/memory/demo-content/demo-content.ts';
import { REPO_ROOT } from '../script-runtime.ts';

const target = join(REPO_ROOT, 'cms/data/demo-content.json');
writeFileSync(target, `${JSON.stringify(demoContent, null, 2)}\n`);
console.log(`wrote ${target}`);

#!/usr/bin/env node
// Writes cms/data/demo-content.json from adapters/memory/demo-content (the single source of the demo content),
// for the Strapi seed, which runs in its own package and cannot import the web app's TypeScript.
// A unit test (adapters/memory/demo-content/demo-content-export.test.ts) fails when the JSON is stale.
import { writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const target = new URL('../cms/data/demo-content.json', import.meta.url);
const { module } = await runnerImport('/adapters/memory/demo-content/demo-content.ts', { configFile: false, root: new URL('..', import.meta.url).pathname });
writeFileSync(target, `${JSON.stringify(module.demoContent, null, 2)}\n`);
console.log(`wrote ${target.pathname}`);

// Compiles the TypeScript app into dist/ (incremental tsc, no admin UI build), with the shared rules bundled first.
import { createRequire } from 'node:module';
import { bundleShared } from './bundle-shared.mjs';

// @strapi/strapi's ESM entry imports 'lodash/fp' as a directory, which Node's ESM loader refuses:
// load the CommonJS build instead.
const { compileStrapi } = createRequire(import.meta.url)('@strapi/strapi');

const started = Date.now();
await bundleShared();
await compileStrapi();
console.log(`[compile] dist/ ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

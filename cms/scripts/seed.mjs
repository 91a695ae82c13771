// `npm run seed`: loads the app without opening a port, seeds the demo content, exits.
// `npm run seed -- --update` overwrites existing documents with the demo data.
import path from 'node:path';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
// CommonJS build: the ESM entry of @strapi/strapi does not load in plain Node (directory import).
const { compileStrapi, createStrapi } = require('@strapi/strapi');
const mode = process.argv.includes('--update') ? 'update' : 'missing';

const appContext = await compileStrapi();
const app = await createStrapi(appContext).load();
try {
  app.log.level = 'info';
  const { seedDemoContent } = require(path.join(appContext.distDir, 'src/seed/index.js'));
  await seedDemoContent(app, { mode });
} finally {
  await app.destroy();
}
process.exit(0);

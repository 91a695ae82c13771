// Writes cms/.env with fresh random secrets when it does not exist yet, so a clean clone starts
// without anyone committing or sharing secrets. Existing .env files are never touched.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { generatedSecrets } = createRequire(import.meta.url)('../lib/strapi-secrets.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const envFile = path.join(root, '.env');

function main() {
  // Strapi refuses to start while the upload folder is missing (git keeps only its .gitkeep).
  fs.mkdirSync(path.resolve(root, process.env.PUBLIC_DIR || 'public', 'uploads'), { recursive: true });
  if (fs.existsSync(envFile)) return;
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  const secrets = generatedSecrets();
  // Fill every empty secret line of .env.example, keep the rest (defaults and comments) as is.
  const content = example.replace(/^(\w+)=$/gm, (line, name) => (name in secrets ? `${name}=${secrets[name]}` : line));
  fs.writeFileSync(envFile, content, { mode: 0o600 });
  console.log(`[ensure-env] created ${path.relative(process.cwd(), envFile)} with random secrets`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

// KEY=value files as Strapi's and firebase-tools' dotenv read them: comments and blank lines skipped, one pair of
// surrounding quotes removed. Used where a script must see the configuration a service will see.
import { existsSync, readFileSync } from 'node:fs';

/** The file's pairs; a missing file is empty. */
export function readDotenv(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  if (!existsSync(file)) return values;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

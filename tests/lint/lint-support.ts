import path from 'node:path';
import { ESLint } from 'eslint';
import { expect } from 'vitest';

export const root = path.resolve(import.meta.dirname, '../..');
export const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it lived at `file` (relative to the repository root); returns every rule id that fired. */
export async function ruleHits(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  // A parse error, an ignored file or an unknown rule would otherwise look like "no violation".
  expect(messages.filter((message) => message.fatal || message.ruleId === null)).toEqual([]);
  return messages.map((message) => message.ruleId ?? '');
}

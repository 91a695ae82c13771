import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = new URL('../..', import.meta.url).pathname;

/** Runs `npm run backup` / `restore` / `backup:key` as an operator would (node scripts/ops/backup/…), never throwing. */
export async function backupCli(script: 'backup' | 'restore' | 'backup-key', args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', `scripts/ops/backup/${script}.ts`, ...args], { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** A key pair made the operator's way (`npm run backup:key`): the secret key's file and the public key it names. */
export async function newBackupKey(dir: string): Promise<{ keyFile: string; recipient: string }> {
  const keyFile = join(dir, 'zalohy-klic.txt');
  const made = await backupCli('backup-key', ['--out', keyFile]);
  if (made.code !== 0) throw new Error(made.output);
  const recipient = /^# public key: (age1\w+)$/m.exec(await readFile(keyFile, 'utf8'))?.[1];
  if (!recipient || !made.output.includes(recipient)) throw new Error(`no public key in ${keyFile}: ${made.output}`);
  return { keyFile, recipient };
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = new URL('../../', import.meta.url).pathname;

/** Runs `npm run backup` / `npm run restore` as an operator would (node scripts/backup/…), never throwing. */
export async function backupCli(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    const { stdout, stderr } = await run('node', [`scripts/backup/${script}.mjs`, ...args], { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

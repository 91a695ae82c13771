import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { MemoryAccountSeed } from '../../../adapters/memory/in-memory-auth';

// DEMO_ACCOUNTS lives next to the InMemoryAuth class, whose constructor uses a parameter decorator that
// Playwright's Babel transform cannot compile. Vite's module runner (which honours experimentalDecorators)
// loads it instead, so the specs still use the very accounts the memory profile seeds.
const authModule = fileURLToPath(new URL('../../../adapters/memory/in-memory-auth.ts', import.meta.url));
const { module } = await runnerImport<{ DEMO_ACCOUNTS: MemoryAccountSeed[] }>(authModule, {
  configFile: false,
  logLevel: 'silent',
});

export const DEMO_ACCOUNTS: readonly MemoryAccountSeed[] = module.DEMO_ACCOUNTS;

function account(role: MemoryAccountSeed['roles'][number]): MemoryAccountSeed {
  const found = DEMO_ACCOUNTS.find((a) => a.roles.includes(role) && (role === 'admin' || !a.roles.includes('admin')));
  if (!found) throw new Error(`No demo account with role ${role} in DEMO_ACCOUNTS`);
  return found;
}

export const adminAccount = account('admin');
export const visitorAccount = account('visitor');

import { DEMO_ACCOUNTS } from '../../adapters/memory/demo-accounts';
import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { InMemoryAuth } from '../../adapters/memory/in-memory-auth';
import { InMemoryContentBackend } from '../../adapters/memory/in-memory-content-backend';
import { memoryMailSettings } from '../../adapters/memory/in-memory-outbox';
import type { MemoryAdapterOptions } from '../../adapters/memory/memory-adapter-options';

/** The demo's photographer and one of its visitors, for the fakes' contract suites that check who may call. */
export const DEMO_ADMIN = DEMO_ACCOUNTS.find((a) => a.roles.includes('admin'))!;
export const DEMO_VISITOR = DEMO_ACCOUNTS.find((a) => !a.roles.includes('admin'))!;

/** An accounts fake signed in as `account` over the given options (its session store and clock). */
export async function signedInAs(options: MemoryAdapterOptions, account: { email: string; password: string }): Promise<InMemoryAuth> {
  const auth = new InMemoryAuth(options);
  await auth.signIn({ identifier: account.email, password: account.password });
  return auth;
}

/** The mails' settings of the memory profile, over the demo content's price list and site settings. */
export function demoMailSettings(options: MemoryAdapterOptions) {
  return memoryMailSettings('https://www.terezanovakova-foto.cz', new InMemoryContentBackend(demoContent, options));
}

import { DEMO_ACCOUNTS, type MemoryAccountSeed } from '../../../adapters/memory/demo-accounts';

function account(role: MemoryAccountSeed['roles'][number]): MemoryAccountSeed {
  const found = DEMO_ACCOUNTS.find((a) => a.roles.includes(role) && (role === 'admin' || !a.roles.includes('admin')));
  if (!found) throw new Error(`No demo account with role ${role} in DEMO_ACCOUNTS`);
  return found;
}

export { DEMO_ACCOUNTS };
export const adminAccount = account('admin');
export const visitorAccount = account('visitor');

import type { Role } from '../../domain/user/user';

export interface MemoryAccountSeed {
  email: string;
  password: string;
  displayName: string;
  roles: Role[];
  confirmed?: boolean;
}

/** Accounts available in the memory profile (documented in the README). */
export const DEMO_ACCOUNTS: MemoryAccountSeed[] = [
  { email: 'fotograf@example.cz', password: 'Fotograf2027', displayName: 'Tereza (fotografka)', roles: ['admin'] },
  { email: 'novomanzele@example.cz', password: 'Svatba2027', displayName: 'Jana a Petr', roles: ['visitor'] },
];

import type { BookingContact } from '../../domain/booking/booking';
import type { Role } from '../../domain/user/user';

export interface MemoryAccountSeed {
  email: string;
  password: string;
  displayName: string;
  roles: Role[];
  confirmed?: boolean;
}

const DEMO_COUPLE_ACCOUNT: MemoryAccountSeed = { email: 'novomanzele@example.cz', password: 'Svatba2027', displayName: 'Jana a Petr', roles: ['visitor'] };

/** Accounts available in the memory profile (documented in the README). */
export const DEMO_ACCOUNTS: MemoryAccountSeed[] = [
  { email: 'fotograf@example.cz', password: 'Fotograf2027', displayName: 'Tereza (fotografka)', roles: ['admin'] },
  DEMO_COUPLE_ACCOUNT,
];

/**
 * The demo couple as both their bookings name them (the busy season's confirmed one and the gallery's completed
 * one, demo-season.ts and demo-gallery.ts): their account's e-mail, so "Moje svatba" finds both.
 */
export const DEMO_COUPLE_CONTACT: BookingContact = { coupleNames: 'Jana Nováková a Petr Svoboda', email: DEMO_COUPLE_ACCOUNT.email, phone: '+420 777 111 222' };

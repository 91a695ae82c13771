// The memory profile's demo switches (memory-demo.ts for the app, gallery-memory.ts for the galleries' own entry).
import { DEMO_ACCOUNTS } from '../../../adapters/memory/demo-accounts';
import type { Credentials } from '../../../domain/user/user';

/**
 * The demo's benchmark switches, read from the address the demo is opened at (only this demo profile knows them; a
 * real build has no demo data): `?demo-fotek=1000` gives its gallery that many photos (the demo's images repeated),
 * for the scroll tests and the gallery benchmarks; `?demo-jako=novomanzele` starts with the demo couple signed in and
 * `?demo-jako=host` with the demo guest link's PIN entered (both are the demo's, in the README), so a benchmark can
 * load their gallery cold: the fakes' sessions and guest passes live as long as the page, and a reload ends them.
 */
export function demoSwitches(search: string): { galleryPhotos?: number; as: string | null } {
  const query = new URLSearchParams(search);
  const count = Number(query.get('demo-fotek'));
  return { ...(Number.isInteger(count) && count > 0 ? { galleryPhotos: count } : {}), as: query.get('demo-jako') };
}

/** The demo couple `?demo-jako=novomanzele` signs in (the README's visitor account). */
export function demoCoupleCredentials(): Credentials {
  const couple = DEMO_ACCOUNTS.find((account) => account.roles.includes('visitor') && !account.roles.includes('admin'))!;
  return { identifier: couple.email, password: couple.password };
}

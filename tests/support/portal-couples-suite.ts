import { afterAll, beforeAll, beforeEach } from 'vitest';
import { clearFirestore } from './emulator-support';
import { twoCouples, type PortalCouple } from './portal-strapi';

/**
 * The portal callables' suites on the emulators: two confirmed couples registered once with the test Strapi (Jana,
 * whose bookings a test stores, and Petra, the other couple every call must refuse them to), and Firestore emptied
 * before each test and after the suite. Call it inside the describe block; read the couples inside the tests.
 */
export function twoCouplesPerSuite(): { readonly jana: PortalCouple; readonly petra: PortalCouple } {
  let couples: { jana: PortalCouple; petra: PortalCouple } | undefined;
  beforeAll(async () => {
    couples = await twoCouples();
  }, 120_000);
  beforeEach(clearFirestore);
  afterAll(clearFirestore);
  const registered = () => {
    if (!couples) throw new Error('The two couples are registered in the suite\'s beforeAll: read them inside a test');
    return couples;
  };
  return {
    get jana() {
      return registered().jana;
    },
    get petra() {
      return registered().petra;
    },
  };
}

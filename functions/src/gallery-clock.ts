import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { SETTINGS } from '../../ports/wire/firestore-documents';
import { EMULATOR_GALLERY_CLOCK } from '../../ports/wire/gallery-documents';
import { db } from './config';

/**
 * "Now" for the galleries' functions: the database's clock (serverNow). On the Functions emulator a test may set the
 * clock (settings/emulatorGalleryClock) to look at a gallery after its last day, a pass after its hours, as the
 * in-memory fakes' clock does in the same contract suites; deployed functions never read that document.
 */
export async function galleryNow(): Promise<Date> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return serverNow(db());
  const set = (await db().collection(SETTINGS).doc(EMULATOR_GALLERY_CLOCK).get()).get('at');
  return typeof set === 'string' && !Number.isNaN(Date.parse(set)) ? new Date(set) : serverNow(db());
}

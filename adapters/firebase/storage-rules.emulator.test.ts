import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, getMetadata, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearStorage, EMULATORS, onEmulators } from '../../tests/support/emulator-support';

/**
 * storage.rules on the Storage emulator. They run only where firebase-tools' own emulator enforces rules (Java 21+ and
 * its rules runtime); the launcher's Node fallback stubs the rules step (scripts/dev/emulators/storage.ts) and says so in
 * STORAGE_EMULATOR_RULES(_REASON), and then these tests report themselves skipped with that reason.
 */
const enforced = process.env.STORAGE_EMULATOR_RULES === 'enforced';
const skipReason = process.env.STORAGE_EMULATOR_RULES_REASON ?? 'the launcher did not report the Storage rules as enforced';
if (onEmulators && !enforced) console.warn(`[storage.rules] tests skipped: ${skipReason}`);

let env: RulesTestEnvironment;
const admin = () => env.authenticatedContext('fotografka', { admin: true }).storage() as unknown as FirebaseStorage;
const as = (claims: Record<string, unknown>) => env.authenticatedContext(`u-${JSON.stringify(claims)}`, claims).storage() as unknown as FirebaseStorage;
const anonymous = () => env.unauthenticatedContext().storage() as unknown as FirebaseStorage;

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const ORIGINAL = 'galleries/g1/originals/IMG_0001.jpg';

async function seed(path: string) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await uploadBytes(ref(ctx.storage() as unknown as FirebaseStorage, path), jpeg, { contentType: 'image/jpeg' });
  });
}

describe.skipIf(!onEmulators || !enforced)(enforced ? 'storage.rules' : `storage.rules (skipped: ${skipReason})`, () => {
  beforeAll(async () => {
    const [{ readFileSync }, { initializeTestEnvironment }] = await Promise.all([import('node:fs'), import('@firebase/rules-unit-testing')]);
    const [host, port] = EMULATORS.storage.split(':');
    env = await initializeTestEnvironment({
      projectId: EMULATORS.projectId,
      storage: { host: host!, port: Number(port), rules: readFileSync('storage.rules', 'utf8') },
    });
  });
  beforeEach(clearStorage);
  afterAll(async () => env?.cleanup());

  it("lets the photographer upload images into a gallery's originals, read them, list the folder and delete them", async () => {
    const storage = admin();
    await assertSucceeds(uploadBytes(ref(storage, ORIGINAL), jpeg, { contentType: 'image/jpeg' }));
    await assertSucceeds(getMetadata(ref(storage, ORIGINAL)));
    await assertSucceeds(getBytes(ref(storage, ORIGINAL)));
    await assertSucceeds(listAll(ref(storage, 'galleries/g1/originals')));
    await assertSucceeds(deleteObject(ref(storage, ORIGINAL)));
  });

  it('refuses anything but an image as an original, even from the photographer', async () => {
    await assertFails(uploadBytes(ref(admin(), 'galleries/g1/originals/skript.html'), jpeg, { contentType: 'text/html' }));
    await assertFails(uploadBytes(ref(admin(), 'galleries/g1/originals/smlouva.pdf'), jpeg, { contentType: 'application/pdf' }));
  });

  it("keeps the photographer's browser out of everything the functions write: renditions, ZIPs, nested folders", async () => {
    for (const path of ['galleries/g1/renditions/IMG_0001-800.webp', 'galleries/g1/zip/vse.zip', 'galleries/g1/IMG_0001.jpg', 'galleries/g1/originals/a/b.jpg', 'jinde/a.jpg']) {
      await assertFails(uploadBytes(ref(admin(), path), jpeg, { contentType: 'image/jpeg' }));
    }
    await seed('galleries/g1/renditions/IMG_0001-800.webp');
    await assertFails(getBytes(ref(admin(), 'galleries/g1/renditions/IMG_0001-800.webp')));
    await assertFails(listAll(ref(admin(), 'galleries/g1/renditions')));
  });

  it('refuses couples, guests, look-alike admins and anonymous visitors: no upload, read, list or delete of originals', async () => {
    await seed(ORIGINAL);
    const others = [anonymous(), as({}), as({ admin: false }), as({ admin: 'true' }), as({ role: 'admin' }), as({ admin: 1 })];
    for (const storage of others) {
      await assertFails(uploadBytes(ref(storage, 'galleries/g1/originals/cizi.jpg'), jpeg, { contentType: 'image/jpeg' }));
      await assertFails(getBytes(ref(storage, ORIGINAL)));
      await assertFails(getMetadata(ref(storage, ORIGINAL)));
      await assertFails(listAll(ref(storage, 'galleries/g1/originals')));
      await assertFails(deleteObject(ref(storage, ORIGINAL)));
    }
  });

  it("keeps a booking's files to the photographer", async () => {
    await assertSucceeds(uploadBytes(ref(admin(), 'bookings/b1/smlouva.pdf'), jpeg, { contentType: 'application/pdf' }));
    await assertSucceeds(getBytes(ref(admin(), 'bookings/b1/smlouva.pdf')));
    await assertFails(getBytes(ref(anonymous(), 'bookings/b1/smlouva.pdf')));
    await assertFails(uploadBytes(ref(as({}), 'bookings/b1/jina.pdf'), jpeg, { contentType: 'application/pdf' }));
  });
});

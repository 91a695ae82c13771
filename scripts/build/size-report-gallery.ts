// The galleries' routes for the size report (size-report.ts): the guest's viewer, the couple's gallery and the desk's
// gallery pages. Each is reached the way a person reaches it (PIN typed, signed in through the form; the couple's
// gallery loaded as a page, which starts its own entry) so that every script the shown page needs is counted, lazy
// chunks included; in the memory profile a reload would lose the session, which the demo's switch then restores.
import type { Page } from '@playwright/test';
import { DEMO_GALLERY_ID, DEMO_GUEST_LINK, DEMO_GUEST_PIN } from '../../adapters/memory/demo-gallery';
import { DEMO_ACCOUNTS } from '../../adapters/memory/demo-accounts';
import { csAdmin } from '../../src/texts/cs-admin';
import { csAdminGallery } from '../../src/texts/cs-admin-gallery';
import { csAdminLayout } from '../../src/texts/cs-admin-layout';
import { csGallery } from '../../src/texts/cs-gallery';

export interface GalleryRoute {
  path: string;
  budget: number;
  firebase: boolean;
  /** false: the page may load Firebase's app and Auth, but not the Firestore SDK (the desk's sign-in). */
  firestore?: boolean;
  /** false: the page starts without the DI container (inversify), as the sign-in stage does (sign-in-stage.ts). */
  container?: boolean;
  /** false: the page loads no React Router (the guests' gallery's own entry, src/app/gallery-main.tsx; a content page's
   * islands, src/app/islands). */
  router?: boolean;
  /** false: the page loads no React DOM (a content page's islands hydrate on Preact, vite.islands.config.ts). */
  reactDom?: boolean;
  signIn?: boolean;
  /** Brings the page to what it shows a person (starting from a blank tab); without it the route is simply loaded. */
  reach?: (page: Page, origin: string) => Promise<void>;
}

const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes('admin'))!;

async function asGuest(page: Page, origin: string) {
  await page.goto(`${origin}/galerie/${DEMO_GUEST_LINK}`);
  await page.getByRole('textbox', { name: new RegExp(csGallery.pin.label) }).fill(DEMO_GUEST_PIN);
  await page.getByRole('button', { name: csGallery.pin.submit }).click();
  await page.locator('.gallery-tile').first().waitFor();
}

/**
 * The couple's gallery loaded as a page (an e-mail's link, a bookmark, a reload): the galleries' own entry, with the
 * demo couple signed in by the memory profile's switch, as `npm run bench:gallery:lighthouse` loads it.
 */
async function asCouple(page: Page, origin: string) {
  await page.goto(`${origin}/ucet/galerie/${DEMO_GALLERY_ID}?demo-jako=novomanzele`);
  await page.locator('.gallery-tile').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Signed in at the desk (which then opens its home), on to the galleries by the desk's links; `photos` opens the demo's. */
const asAdmin = (photos: boolean) => async (page: Page, origin: string) => {
  await page.goto(`${origin}/admin/galerie`);
  await page.getByLabel(csAdmin.email).fill(admin.email);
  await page.getByLabel(csAdmin.password).fill(admin.password);
  await page.getByRole('button', { name: csAdmin.signIn }).click();
  // The home the desk opens loads its own chunks: all of them, every time, before going on (a steady figure).
  await page.getByRole('link', { name: csAdminLayout.galleriesTitle }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: csAdminLayout.galleriesTitle }).click();
  await page.locator('.gallery-desk').first().waitFor();
  if (!photos) return;
  await page.getByRole('link', { name: /Jana a Petr/ }).click();
  await page.getByRole('navigation', { name: csAdminGallery.nav.label }).getByRole('link', { name: csAdminGallery.nav.photos }).click();
  await page.locator('.gallery-photo').first().waitFor();
};

const photosPath = `/admin/galerie/${DEMO_GALLERY_ID}/fotky`;

/**
 * Budgets fit the sizes measured 2026-11-27 (docs/benchmarks.md) with a little room. In the memory profile each figure
 * is everything loaded on the way, as a person gets there: the desk's includes the desk's home it opens after signing
 * in; the couple's gallery is a page load of its own entry (until 2026-11-27 it was counted through the portal). The strapi profile's are cold loads of each route with the session restored,
 * like the rest of /admin there: the guest's viewer 169.0 KB without the Firebase SDK.
 */
export const galleryRoutes: Record<'memory' | 'strapi', GalleryRoute[]> = {
  // 2026-11-27: +6 KB each for the memory composition's new eager fakes (size-report.ts); the couple's +25 KB, since
  // their way in is the portal, which now holds the day plan's editor, the two-way thread and the deposit's progress
  // (302.0 KB measured). With the fakes loading on first use (lazy-fake.ts), later that day: 233.3, 303.2 (the portal
  // still loads its fakes on the way), 308.7 and 347.5 KB; budgets +~2 KB. The portal's "Doklady" list (issue 21) put
  // the couple's way in at 308.3 KB; the demo's stores loading on demand (memory-demo.ts) then brought the four to 224.6,
  // 301.6, 299.9 and 338.7 KB: budgets +~3 KB.
  memory: [
    // The guests' gallery's own entry (src/app/gallery-main.tsx), 2026-11-27: 227.4 → 184.1 KB. No router; the memory
    // fakes' modules carry inversify's decorators, so only the real profiles' build is held to no container. Issue 24's
    // islands: the chunks the app shares with the content pages' entry cost every app page ~2.5 KB (the couple's
    // 310.5, the desk's 284.9 and 324.0); merged with the held submit (main 0e1f27b) 314.1, 288.4 and 327.4: +~3 KB.
    { path: `/galerie/${DEMO_GUEST_LINK}`, budget: 190, firebase: false, router: false, reach: asGuest },
    // The couple's gallery on the same entry (2026-11-27): 186.4 KB loaded as a page, as the guest's; it was counted
    // through the portal before (314.1 KB), and a page load of the app shell's version is in docs/benchmarks.md.
    { path: `/ucet/galerie/${DEMO_GALLERY_ID}`, budget: 190, firebase: false, router: false, reach: asCouple },
    // Issue 24: the sign-in on the way without qs and the desk's texts (279.0 and 317.8 KB): budgets +3 KB.
    { path: '/admin/galerie', budget: 291, firebase: false, reach: asAdmin(false) },
    { path: photosPath, budget: 330, firebase: false, reach: asAdmin(true) },
  ],
  strapi: [
    // The CI's emulators hold no gallery: the guest's route loads its PIN form (the viewer's route chunk) and the
    // desk's photos page its chunks around a gallery it cannot find.
    // Its own entry (src/app/gallery-main.tsx), 2026-11-27: 106.5 KB (169.0 noted above), neither router nor container.
    { path: `/galerie/${DEMO_GUEST_LINK}`, budget: 110, firebase: false, router: false, container: false },
    // On the rest of /admin's budget: 442.9 and 440.8 KB, of which the Firebase SDK 169.8 (/admin/bookings: 393.9).
    // 2026-11-27, third stop: 447.9 and 445.8 KB with the desk's documents and contract views in the admin chunk: 454,
    // until the desk's screens load their own code (issue 24: /admin/bookings ≤ 300 KB).
    // Issue 24 (Firestore lite, Storage only where files move, the start-up in stages): 288.4 and 286.3 KB, the
    // Firebase SDK column 38.1 (was 169.8): +3 KB.
    // +4 KB with issue 24's islands (the chunks shared with the islands entry): /admin/galerie 293.7 KB; merged with the
    // held submit and the guests' gallery's entry 295.8 and 294.0: +3 KB.
    { path: '/admin/galerie', budget: 299, firebase: true, signIn: true },
    { path: photosPath, budget: 299, firebase: true, signIn: true },
  ],
};

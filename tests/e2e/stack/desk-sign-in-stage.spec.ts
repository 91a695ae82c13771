import { csAdmin } from '../../../src/texts/cs-admin';
import { expect, test } from '../support/fixtures';
import { signInThroughForm } from '../support/sign-in';
import { STACK_ADMIN, stackSeeded } from '../support/stack-site';

/**
 * Issue 24: opened first, the photographer's sign-in page starts with its own few services (sign-in-stage.ts) and no
 * DI container; the container and the desk's adapters load once she has signed in, and take over her session.
 */
test('the sign-in page opened first starts without the DI container; signing in opens the desk, which finds a seeded booking', async ({ page }) => {
  const scripts: Promise<{ url: string; container: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // inversify's own metadata keys survive minification: they mark the chunk that carries it.
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, container: body.includes('@inversifyjs/core/') }), () => ({ url: '', container: false })));
  });
  const containerScripts = async () => (await Promise.all(scripts)).filter((s) => s.container).map((s) => s.url);

  // Signing in is the first thing this spec does: the admin account must be seeded by then.
  await stackSeeded();
  await page.goto('/admin/login?next=%2Fadmin%2Fbookings');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await expect(page.getByRole('button', { name: csAdmin.signIn })).toBeEnabled();
  expect(await containerScripts()).toEqual([]);

  await signInThroughForm(page, STACK_ADMIN);
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.bookingsTitle);
  // The desk reads Firestore through the full container's adapters, signed in with the session begun on the sign-in page:
  // the server-side search finds a booking of the emulators' seed (scripts/dev/emulators/seed.ts).
  await page.getByLabel(csAdmin.list.search).fill('Jana Petr');
  await page.getByRole('button', { name: csAdmin.list.apply }).click();
  await expect(page.getByRole('link', { name: csAdmin.list.open('Jana a Petr') })).toBeVisible();
  expect(await containerScripts()).not.toEqual([]);
});

import { csContent } from '../../src/texts/cs-content';
import { csErrors, errorMessage } from '../../src/texts/cs-errors';
import { expect, test } from './support/fixtures';

/*
 * A form page whose entry script does not arrive (no network, blocked, a deploy removed it): the visitor who sent the
 * form must be told it was not sent yet and that nothing typed was lost, and sending again must try again, with
 * everything still in the fields. The browser logs each refused script; that is the case under test.
 */
test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

test('/kontakt: sent while the scripts cannot load, it says so in Czech, keeps the fields, and a later send goes through', async ({ page }) => {
  await page.clock.install();
  let reachable = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => (reachable ? route.continue() : route.abort()));
  const firstRefused = page.waitForEvent('requestfailed', (request) => /\/assets\/index-[\w-]+\.js$/.test(request.url()));
  // The fixture's `page.goto` waits for the app, which never comes here: the frame's own is used.
  await page.mainFrame().goto('/kontakt');
  await firstRefused;

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const note = page.getByText(errorMessage('app/scripts-not-loaded'));
  await expect(note).toBeHidden();
  await field(csContent.contact.name).fill('Jana Veselá');
  await field(csContent.contact.email).fill('jana.ztracena@example.cz');
  await field(csContent.contact.message).fill('Dobrý den, máte volno v červnu?');
  await page.getByRole('checkbox', { name: csContent.contact.consent }).check();
  await page.getByRole('button', { name: csContent.contact.submit }).click();

  await expect(note).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`${csErrors.errorCode}: app/scripts-not-loaded`);
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(field(csContent.contact.name)).toHaveValue('Jana Veselá');
  await expect(field(csContent.contact.email)).toHaveValue('jana.ztracena@example.cz');
  await expect(field(csContent.contact.message)).toHaveValue('Dobrý den, máte volno v červnu?');
  await expect(page.getByRole('checkbox', { name: csContent.contact.consent })).toBeChecked();
  await expect(page.locator('html[data-app]')).toHaveCount(0);

  // The connection is back: sending again loads the scripts, and the app sends what was typed.
  reachable = true;
  await page.clock.fastForward('00:30');
  await page.getByRole('button', { name: csContent.contact.submit }).click();
  await expect(page.getByText(csContent.contact.sent)).toBeVisible();
  await expect(note).toHaveCount(0);
  await expect(page).toHaveURL(/\/kontakt$/);
});

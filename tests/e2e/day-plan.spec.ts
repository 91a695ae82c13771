import { csAccount } from '../../src/texts/cs-account';
import { csDayPlan } from '../../src/texts/cs-day-plan';
import { visitorAccount } from './support/e2e-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const t = csDayPlan;

// A phone: the couple fills the plan in on theirs.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('the day plan on a phone', () => {
  test('the couple fills the plan in Moje svatba, it saves as they type, and the page has no WCAG 2.1 AA violation', async ({ page }) => {
    await page.goto('/prihlaseni?next=/ucet');
    await page.getByLabel(csAccount.identifier).fill(visitorAccount.email);
    await page.getByLabel(csAccount.password, { exact: true }).fill(visitorAccount.password);
    await page.getByRole('button', { name: csAccount.signIn }).click();
    const plan = page.getByRole('region', { name: t.heading }).first();
    await plan.getByRole('button', { name: t.timeline.add }).click();
    const row = plan.getByRole('group', { name: t.timeline.row(1) });
    await row.getByRole('textbox', { name: new RegExp(`^${t.timeline.time}`) }).fill('13:00');
    await row.getByRole('textbox', { name: new RegExp(`^${t.timeline.what}`) }).fill('Obřad');
    await row.getByRole('textbox', { name: new RegExp(`^${t.timeline.where}`) }).fill('Zámek Loučeň');
    await expect(row.getByRole('link', { name: t.timeline.mapLabel('Zámek Loučeň') })).toHaveAttribute('href', /^https:\/\/mapy\.cz\/zakladni\?q=/);
    await plan.getByRole('button', { name: t.people.add }).click();
    const person = plan.getByRole('group', { name: t.people.row(1) });
    await person.getByRole('textbox', { name: new RegExp(`^${t.people.name}`) }).fill('Eva Malá');
    await person.getByRole('textbox', { name: new RegExp(`^${t.people.phone}`) }).fill('777 123 456');
    await expect(plan.getByRole('status').filter({ hasText: t.state.saved })).toBeVisible();
    // Nothing of the plan spills sideways on a 390 px screen (each of its boxes ends inside the viewport).
    const spilling = await plan.evaluate((section) =>
      [section, ...section.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
    expect(spilling).toEqual([]);
    // Nor does the rest of the couple's booking card (the deposit's account, symbol and message once spilled 121 px).
    const card = page.locator('article.portal-booking').first();
    const cardSpilling = await card.evaluate((article) =>
      [article, ...article.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 40)}`),
    );
    expect(cardSpilling).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

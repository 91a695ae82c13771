import type { Browser, BrowserContextOptions } from '@playwright/test';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { shiftDateByMonths } from '../../../src/features/booking/calendar-month';
import { csAdminContract } from '../../../src/texts/cs-admin-contract';
import { csAdminThread } from '../../../src/texts/cs-admin-thread';
import { csBooking } from '../../../src/texts/cs-booking';
import { csContractPortal } from '../../../src/texts/cs-contract-portal';
import { csDayPlan } from '../../../src/texts/cs-day-plan';
import { csPortal } from '../../../src/texts/cs-portal';
import { pdfPagesText } from '../../support/pdf-text';
import { expectNoAxeViolations } from '../support/axe';
import { openBookingTab } from '../support/booking-page';
import { type CoupleAccount, newCzechPage, registerAndSignIn, signInAsCouple } from '../support/couple-account';
import { confirmDeskBooking, openDeskBooking } from '../support/desk-booking';
import { expect, test } from '../support/fixtures';
import { attachmentBytes, waitForMail } from '../support/maildev';
import { freeCalendarDay, openPage, sendBookingForm } from '../support/page-helpers';
import { E2E_MAILDEV } from '../support/stack-site';

/*
 * The wedding-day plan and the contract on the local stack (issue 22): a couple with a confirmed booking fills the plan
 * in on a phone and it is saved by the callables; they accept the contract and are mailed its PDF (the accepted text
 * with the record), and the desk shows the acceptance; the photographer reads the plan in the desk's "Harmonogram" tab,
 * prints it (the print stylesheet shows the plan alone, on one or two A4 pages) and answers in "Zprávy"; the couple sees
 * her answer.
 */

const t = csDayPlan;
const run = Date.now().toString(36);
const username = `Klára a Ondřej ${run}`;
const email = `klara.${run}@example.cz`;
const password = 'Svatba2027plan';
const couple: CoupleAccount = { username, email, password };
const signedNames = `Klára Malá a Ondřej Malý ${run}`;
const reply = `Harmonogram mám, díky! Na obřad přijedu ve 12:30. (${run})`;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use({ expectedConsoleErrors: [/the server responded with a status of (400|401|403|409|429) /] });
// The whole walk on cold emulated functions (each callable's first call starts a worker): a hang detector, not a budget.
test.setTimeout(420_000);

/** Registers the couple with Strapi, confirms the e-mail and sends a quick request for a free day; returns the day. */
async function coupleWithRequest(browser: Browser): Promise<string> {
  const page = await newCzechPage(browser);
  await registerAndSignIn(page, couple);
  // Nine months ahead: a month no other walk books.
  const month = shiftDateByMonths(bookableWindow(new Date()).first, 9).slice(0, 7);
  // The form's fill-time rule is met by moving the page's clock (sendBookingForm), which must run from the real now.
  await page.clock.install();
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  const { date: weddingDate } = await freeCalendarDay(page, month, 2);
  await page.goto(`/simple-booking?datum=${weddingDate}`);
  await expect(page.getByLabel(csBooking.fields.email)).toHaveValue(email);
  await page.getByLabel(csBooking.fields.phone).fill('+420 777 444 555');
  await sendBookingForm(page);
  await page.context().close();
  return weddingDate;
}

test('the couple fills the day plan on a phone, the photographer reads and prints it and replies, the couple sees the reply', async ({ browser, page: admin }) => {
  const weddingDate = await test.step('a couple registers and asks for a day', () => coupleWithRequest(browser));

  await test.step('the photographer confirms the request', async () => {
    await openDeskBooking(admin, { search: `ondrej ${run}`, coupleNames: username });
    await confirmDeskBooking(admin);
  });

  const phone = await newCzechPage(browser, PHONE);
  const card = () => phone.getByRole('article', { name: csPortal.card.heading(weddingDate) });
  await test.step('on a 390 × 844 phone the couple fills the plan in Moje svatba and it saves as they type', async () => {
    await signInAsCouple(phone, couple);
    const plan = card().getByRole('region', { name: t.heading });
    await plan.getByRole('button', { name: t.timeline.add }).click();
    const row = plan.getByRole('group', { name: t.timeline.row(1) });
    await row.getByRole('textbox', { name: new RegExp(`^${t.timeline.time}`) }).fill('13:00');
    await row.getByRole('textbox', { name: new RegExp(`^${t.timeline.what}`) }).fill('Obřad');
    await row.getByRole('textbox', { name: new RegExp(`^${t.timeline.where}`) }).fill('Zámek Loučeň');
    await plan.getByRole('button', { name: t.people.add }).click();
    const person = plan.getByRole('group', { name: t.people.row(1) });
    await person.getByRole('textbox', { name: new RegExp(`^${t.people.name}`) }).fill('Eva Malá');
    await person.getByRole('textbox', { name: new RegExp(`^${t.people.phone}`) }).fill('777 123 456');
    await plan.getByRole('button', { name: t.groupPhotos.add }).click();
    await plan.getByRole('textbox', { name: new RegExp(`^${t.groupPhotos.photo(1)}`) }).fill('Novomanželé s rodiči nevěsty');
    await expect(plan.getByRole('status').filter({ hasText: t.state.saved })).toBeVisible();
    await expectNoAxeViolations(phone, '/ucet (day plan filled, phone)');
    // Saved by the server, not only in the browser's draft: a fresh context (no draft) reads it back.
    const fresh = await newCzechPage(browser, PHONE);
    await signInAsCouple(fresh, couple);
    const again = fresh.getByRole('article', { name: csPortal.card.heading(weddingDate) }).getByRole('region', { name: t.heading });
    await expect(again.getByRole('group', { name: t.timeline.row(1) }).getByRole('textbox', { name: new RegExp(`^${t.timeline.what}`) })).toHaveValue('Obřad');
    await expect(again.getByRole('group', { name: t.people.row(1) }).getByRole('textbox', { name: new RegExp(`^${t.people.phone}`) })).toHaveValue('+420777123456');
    await fresh.context().close();
  });

  await test.step('the couple accepts the contract on the phone and is mailed its PDF; the desk shows the acceptance', async () => {
    await phone.reload();
    const contract = card().getByRole('region', { name: csContractPortal.heading, exact: true });
    await contract.getByRole('button', { name: csContractPortal.show }).click();
    await contract.getByRole('checkbox', { name: csContractPortal.consent }).check();
    await contract.getByRole('textbox', { name: new RegExp(`^${csContractPortal.names}`) }).fill(signedNames);
    await contract.getByRole('checkbox', { name: csContractPortal.withdrawal }).check();
    await contract.getByRole('button', { name: csContractPortal.submit }).click();
    await expect(contract.getByText(csContractPortal.acceptedHeading, { exact: true })).toBeVisible();
    await expectNoAxeViolations(phone, '/ucet (contract accepted, phone)');
    // The couple's copy: the PDF of the accepted text with the acceptance record, its hash the one the mail states.
    const mail = await waitForMail(E2E_MAILDEV.url, email, /^Přijatá smlouva o svatebním focení \(/);
    const file = mail.attachments.find((attachment) => attachment.filename.endsWith('.pdf'));
    expect(file, 'the contract PDF attached').toBeDefined();
    const pdf = (await pdfPagesText(new Uint8Array(await attachmentBytes(E2E_MAILDEV.url, mail, file!.filename)))).join(' ');
    const hash = /[0-9a-f]{64}/.exec(mail.text)?.[0];
    expect(hash, 'the mail states the text\'s SHA-256').toBeDefined();
    expect(pdf).toContain(hash!);
    expect(pdf).toContain(signedNames);
    expect(pdf).toContain(email);
    await admin.reload();
    await expect(admin.getByText(csAdminContract.accepted)).toBeVisible();
    await expect(admin.getByText(signedNames)).toBeVisible();
  });

  const desk = admin.getByRole('region', { name: new RegExp(`^${t.heading}`) });
  await test.step('the photographer opens Harmonogram and sees the plan', async () => {
    await admin.reload();
    await admin.getByRole('tab', { name: t.desk.tab }).click();
    await expect(desk.getByRole('cell', { name: 'Obřad' })).toBeVisible();
    await expect(desk.getByText('Eva Malá')).toBeVisible();
    await expect(desk.getByText('Novomanželé s rodiči nevěsty')).toBeVisible();
    await expect(desk.getByRole('button', { name: t.desk.print })).toBeVisible();
    await expectNoAxeViolations(admin, '/admin/bookings/:id (Harmonogram)');
  });

  await test.step('printed, the plan is alone on the page, on at most two A4 pages', async () => {
    await admin.emulateMedia({ media: 'print' });
    await expect(desk.getByRole('heading', { level: 2 })).toContainText(username);
    await expect(desk.getByRole('cell', { name: 'Obřad' })).toBeVisible();
    await expect(desk.getByText('Zámek Loučeň')).toBeVisible();
    await expect(desk.getByText('Eva Malá')).toBeVisible();
    // The print button, the map links and everything around the plan (the tabs, the page's title) stay off paper.
    await expect(desk.getByRole('button', { name: t.desk.print })).toBeHidden();
    await expect(desk.getByRole('link', { name: t.timeline.mapLabel('Zámek Loučeň') })).toBeHidden();
    await expect(admin.getByRole('tab', { name: t.desk.tab })).toBeHidden();
    const pdf = await admin.pdf({ preferCSSPageSize: true, printBackground: false });
    // Chromium writes each page as an uncompressed `/Type /Page` dictionary (the tree's root is `/Type /Pages`).
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    await admin.emulateMedia({ media: 'screen' });
  });

  await test.step('the photographer replies in Zprávy', async () => {
    await openBookingTab(admin, 'messages');
    const messages = admin.getByRole('region', { name: csAdminThread.title });
    await messages.getByRole('textbox', { name: csAdminThread.replyLabel }).fill(reply);
    await messages.getByRole('button', { name: csAdminThread.send }).click();
    await expect(messages.getByText(csAdminThread.sent)).toBeVisible();
    await expect(messages.getByText(reply)).toBeVisible();
  });

  await test.step('the couple sees the reply on the phone', async () => {
    await phone.reload();
    await expect(card().getByText(reply)).toBeVisible();
    await expectNoAxeViolations(phone, '/ucet (the photographer\'s reply, phone)');
    await phone.context().close();
  });
});

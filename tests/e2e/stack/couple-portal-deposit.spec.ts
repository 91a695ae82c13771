import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, pragueDate } from '../../../domain/booking/calendar';
import { depositMessage } from '../../../domain/payment/deposit-instructions';
import { readDepositSettings, type RawDepositFields } from '../../../domain/payment/deposit';
import { spaydString } from '../../../domain/payment/spayd';
import { variableSymbol } from '../../../domain/payment/variable-symbol';
import { csAdmin } from '../../../src/texts/cs-admin';
import { csAdminPayments } from '../../../src/texts/cs-admin-payments';
import { csAdminThread } from '../../../src/texts/cs-admin-thread';
import { csDocuments } from '../../../src/texts/cs-documents';
import { csErrors } from '../../../src/texts/cs-errors';
import { csPayment } from '../../../src/texts/cs-payment';
import { csPortal } from '../../../src/texts/cs-portal';
import type { PersonalDataExport } from '../../../ports/couple-portal-port';
import { pdfText } from '../../support/pdf-text';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openBookingTab } from '../support/booking-page';
import { registerAndSignIn, sendCoupleSignIn } from '../support/couple-account';
import { bookSignedIn, configurePortalSpec, newPortalPage, portalCouple, requestAndWithdraw } from '../support/couple-portal-journey';
import { confirmDeskBooking, openDeskBooking } from '../support/desk-booking';
import { attachmentBytes, waitForMail } from '../support/maildev';
import { decodeQrImage } from '../support/qr-image';
import { signInThroughForm } from '../support/sign-in';
import { E2E_MAILDEV, STACK_ADMIN } from '../support/stack-site';

/*
 * The couple's portal on the local stack (issue 10), after the photographer confirms: a couple who booked signed in
 * (and withdrew a second request, the walk of couple-portal-requests.spec.ts) sees the deposit with a QR Platba code
 * that decodes to the SPAYD payment; a message reaches the admin detail and her reply reaches the couple; the deposit
 * arrives on a camt.053 statement uploaded in the desk (issue 21): the couple is mailed the receipt PDF and downloads
 * it under "Doklady"; the data export downloads the booking whole; deleting the account removes it from Strapi and
 * keeps the confirmed booking.
 */

const account = portalCouple('d');
const { run, username, email, password } = account;
const message = `Obřad začne až ve 14:30, ne ve 13:00. (${run})`;
const reply = `Děkuji, přijedu ve 14:00. (${run})`;

configurePortalSpec();

let weddingDate = '';
let code = '';
let withdrawnCode = '';
let couple: Page;

// The requests' walk again, for a couple of this spec's own: signed in, one request booked (eight months ahead, a month
// no other stack walk fills) and a second one withdrawn, which the data export must list too.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  couple = await newPortalPage(browser);
  await registerAndSignIn(couple, account);
  ({ weddingDate, code } = await bookSignedIn(couple, account, 8));
  withdrawnCode = await requestAndWithdraw(couple, account, weddingDate);
});

test('the admin confirms; the couple sees the deposit with a QR Platba that decodes to the SPAYD payment, and sends a message the admin reads', async ({ browser }) => {
  // The whole walk, both sides and the reply's round trip, on cold emulated functions: a hang detector, not a budget.
  test.setTimeout(300_000);
  expect(code, 'the set-up booked').not.toBe('');
  const admin = await newPortalPage(browser);
  await openDeskBooking(admin, { search: `tomas ${run}`, coupleNames: username, code });
  await expect(admin.getByText(code, { exact: true })).toBeVisible();
  await confirmDeskBooking(admin);

  const page = couple;
  await page.goto('/ucet');
  const card = page.getByRole('article', { name: csPortal.card.heading(weddingDate) });
  await expect(card.getByText(csPortal.status.confirmed.label, { exact: true })).toBeVisible();
  const deposit = card.getByRole('region', { name: csPayment.heading });
  await expect(deposit.getByText('11\u00A0700\u00A0Kč')).toBeVisible();
  const qr = deposit.getByRole('img');
  await expect(qr).toBeVisible();
  const spayd = await decodeQrImage(qr);
  // The whole payment, field by field, from the seeded CMS settings and the domain's rules (confirmed today).
  const seeded = JSON.parse(await readFile('cms/data/demo-content.json', 'utf8')) as { siteSettings: { deposit: RawDepositFields } };
  const settings = readDepositSettings(seeded.siteSettings.deposit, 14)!;
  const expected = spaydString({
    iban: settings.iban,
    amountCzk: 11_700,
    variableSymbol: variableSymbol({ weddingDate, reservationCode: code }),
    dueDate: addDays(pragueDate(new Date()), settings.dueDays),
    message: depositMessage({ reservationCode: code, contact: { coupleNames: username, email, phone: '' } }),
  });
  expect(expected).toMatch(/^SPD\*1\.0\*ACC:CZ6508000000192000145399\*AM:11700\.00\*CC:CZK\*DT:\d{8}\*X-VS:\d+\*MSG:Záloha svatba /);
  expect(spayd).toBe(expected);
  await expectNoAxeViolations(page, '/ucet (confirmed, deposit)');

  await card.getByRole('textbox', { name: csPortal.messages.label }).fill(message);
  await card.getByRole('button', { name: csPortal.messages.send }).click();
  await expect(card.getByText(csPortal.messages.sent)).toBeVisible();
  await expect(card.getByText(message)).toBeVisible();

  // The admin detail shows the couple's message, and the history records it.
  await admin.reload();
  await openBookingTab(admin, 'messages');
  const messages = admin.getByRole('region', { name: csAdminThread.title });
  await expect(messages.getByText(message)).toBeVisible();
  await openBookingTab(admin, 'history');
  await expect(admin.getByRole('region', { name: csAdmin.detail.historyTitle }).getByText(csAdmin.detail.historyMessage(csAdmin.status.confirmed))).toBeVisible();

  // She answers in the same thread (the replyToCouple callable); the couple is mailed a notice without the text in its subject.
  await openBookingTab(admin, 'messages');
  await messages.getByRole('textbox', { name: csAdminThread.replyLabel }).fill(reply);
  await messages.getByRole('button', { name: csAdminThread.send }).click();
  await expect(messages.getByText(csAdminThread.sent)).toBeVisible();
  await expect(messages.getByText(reply)).toBeVisible();
  await expectNoAxeViolations(admin, '/admin/bookings/:id (thread, replied)');
  await admin.context().close();
  const notice = await waitForMail(E2E_MAILDEV.url, email, new RegExp(`^Odpověď k vaší svatbě .* \\(${code}\\)$`));
  expect(notice.subject).not.toContain('14:00');
  expect(notice.text).toContain(reply);
  expect(notice.html).toContain('/ucet"');

  // The couple sees it marked new once; the server records the read, so the next visit marks nothing.
  await page.reload();
  const thread = page.getByRole('article', { name: csPortal.card.heading(weddingDate) });
  await expect(thread.getByText(csPortal.messages.unreadSummary(1))).toBeVisible();
  await expect(thread.locator('li[data-unread]')).toContainText(reply);
  await expectNoAxeViolations(page, '/ucet (new reply)');
  // The page marks the thread read after it has loaded (a call that a reload may cut short, and the callable's first
  // call starts a cold worker): reload until a load shows the reply with no mark. Each try looks briefly, since a
  // loaded page keeps its marks until the next load; the whole wait is a hang detector.
  await expect(async () => {
    await page.reload();
    const card = page.getByRole('article', { name: csPortal.card.heading(weddingDate) });
    await expect(card.getByText(reply)).toBeVisible();
    await expect(card.locator('li[data-unread]')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 120_000 });
});

test('the deposit arrives on a camt.053 statement uploaded in the desk: the booking is deposit-paid, the couple is mailed the receipt PDF and finds the invoice and the receipt under Doklady', async ({ browser }) => {
  // Cold functions render two PDFs and the mails go through the relay: a hang detector, not a budget.
  test.setTimeout(300_000);
  expect(code, 'the set-up booked').not.toBe('');
  // The confirmation mail carried the deposit invoice (zálohová faktura) the confirmation issued.
  const confirmation = await waitForMail(E2E_MAILDEV.url, email, `Termín svatebního focení je potvrzený (${code})`);
  const invoiceFile = confirmation.attachments.map((file) => file.filename).find((name) => /^ZF-\d{4}-\d+\.pdf$/.test(name));
  expect(invoiceFile, 'the deposit invoice attached to the confirmation').toBeDefined();
  const invoice = await pdfText(new Uint8Array(await attachmentBytes(E2E_MAILDEV.url, confirmation, invoiceFile!)));
  expect(invoice.text).toContain(invoiceFile!.replace(/\.pdf$/, ''));

  // A day's statement as the bank exports it, its first credit paying this booking's deposit to the haléř.
  const symbol = variableSymbol({ weddingDate, reservationCode: code });
  const today = pragueDate(new Date());
  const sample = await readFile('domain/bank/samples/camt053-ceska-sporitelna.xml', 'utf8');
  const statement = sample
    .replaceAll('2026-11-20', today)
    .replace('/VS/2606200421/', `/VS/${symbol}/`)
    .replace('<Amt Ccy="CZK">5000.00</Amt>', '<Amt Ccy="CZK">11700.00</Amt>')
    .replace('0000012026112001', `E2E${run}`);
  const admin = await newPortalPage(browser);
  await admin.goto('/admin/platby');
  await signInThroughForm(admin, STACK_ADMIN);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(csAdminPayments.title);
  await admin.getByLabel(csAdminPayments.upload.file).setInputFiles({ name: 'vypis.xml', mimeType: 'application/xml', buffer: Buffer.from(statement) });
  await admin.getByRole('button', { name: csAdminPayments.upload.submit }).click();
  const result = admin.getByRole('region', { name: csAdminPayments.result.title });
  await expect(result.getByText(csAdminPayments.result.kinds.paid)).toBeVisible();
  await expectNoAxeViolations(admin, '/admin/platby (statement imported)');
  await admin.context().close();

  // "Záloha přijata" with the receipt the payment issued, its text naming its own number.
  const paid = await waitForMail(E2E_MAILDEV.url, email, `Záloha za svatební focení přijata (${code})`);
  const receiptFile = paid.attachments.map((file) => file.filename).find((name) => /^PP-\d{4}-\d+\.pdf$/.test(name));
  expect(receiptFile, 'the receipt attached to "Záloha přijata"').toBeDefined();
  const receiptBytes = await attachmentBytes(E2E_MAILDEV.url, paid, receiptFile!);
  expect((await pdfText(new Uint8Array(receiptBytes))).text).toContain(receiptFile!.replace(/\.pdf$/, ''));

  // The portal: deposit paid, both documents listed, the receipt downloaded byte for byte as it was mailed.
  const page = couple;
  await page.goto('/ucet');
  const card = page.getByRole('article', { name: csPortal.card.heading(weddingDate) });
  await expect(card.getByText(csPortal.status['deposit-paid'].label, { exact: true })).toBeVisible();
  const documents = card.getByRole('region', { name: csDocuments.heading });
  await expect(documents.getByText(invoiceFile!.replace(/\.pdf$/, ''), { exact: true })).toBeVisible();
  const receiptNumber = receiptFile!.replace(/\.pdf$/, '');
  await expect(documents.getByText(receiptNumber, { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('button', { name: csDocuments.downloadLabel(csDocuments.formats.pdf, receiptNumber) }).click(),
  ]);
  expect(Buffer.compare(await readFile((await download.path())!), receiptBytes)).toBe(0);
  await expectNoAxeViolations(page, '/ucet (deposit paid, documents)');
});

test('the couple downloads their data as JSON, then deletes the account: the confirmed booking stays, the account is gone', async () => {
  const page = couple;
  await page.goto('/ucet');
  const privacy = page.getByRole('region', { name: csPortal.privacy.heading });
  // The bookings on screen first (the page has loaded its data, so it is live); a click that still lands before the
  // page reacts (one run on a loaded machine waited 4 minutes for a form that never opened) is simply made again.
  await expect(page.getByRole('article', { name: csPortal.card.heading(weddingDate) })).toBeVisible();
  // The password again, checked by Strapi through the function: a typo is refused in Czech and stays to correct.
  const passwordField = privacy.getByLabel(csPortal.privacy.passwordLabel);
  await expect(async () => {
    if (!(await passwordField.isVisible())) await privacy.getByRole('button', { name: csPortal.privacy.exportAction }).click({ timeout: 5_000 });
    await expect(passwordField).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await passwordField.fill(`${password}x`);
  await privacy.getByRole('button', { name: csPortal.privacy.exportYes }).click();
  await expect(privacy.getByText(csErrors.messages['auth/wrong-password'])).toBeVisible();
  await expect(passwordField).toHaveValue(`${password}x`);
  await passwordField.fill(password);
  const [file] = await Promise.all([page.waitForEvent('download'), privacy.getByRole('button', { name: csPortal.privacy.exportYes }).click()]);
  expect(file.suggestedFilename()).toMatch(/^moje-udaje-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as PersonalDataExport;
  expect(exported.email).toBe(email);
  expect(exported.bookings.map((b) => b.reservationCode).sort()).toEqual([code, withdrawnCode].sort());
  // The booking whole: its history (received, confirmed, the message) and the couple's message itself, and consents.
  const booking = (exported.bookings as Array<{ reservationCode: string; history: Array<{ to: string }>; messages: Array<{ text: string }> }>).find(
    (b) => b.reservationCode === code,
  );
  expect(booking!.history.map((entry) => entry.to)).toEqual(['new', 'confirmed', 'confirmed', 'confirmed', 'deposit-paid']);
  // Both ways: the photographer's reply is the couple's data too.
  expect(booking!.messages.map((m) => m.text)).toEqual([message, reply]);
  expect(exported.consents).toContainEqual(expect.objectContaining({ kind: 'privacy-policy', bookingId: expect.any(String) }));
  expect(JSON.stringify(exported.account)).not.toMatch(/password|token/i);

  await privacy.getByRole('button', { name: csPortal.privacy.deleteAction }).click();
  await privacy.getByLabel(csPortal.privacy.passwordLabel).fill(password);
  await privacy.getByRole('button', { name: csPortal.privacy.deleteYes }).click();
  await expect(page.getByRole('heading', { name: csPortal.privacy.erasedHeading })).toBeVisible();
  await expect(page.getByText(csPortal.privacy.keptBooking(weddingDate, code))).toBeVisible();
  await expect(page.getByText(csPortal.privacy.erasedBookings(1))).toBeVisible();
  await expectNoAxeViolations(page, '/ucet (erased)');

  await sendCoupleSignIn(page, { email, password });
  await expect(page.getByText(csErrors.messages['auth/invalid-credentials'])).toBeVisible();
  await page.context().close();
});

import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_COUPLE_CONTACT } from './demo-accounts';
import { demoContent } from './demo-content/demo-content';
import { demoSeed } from './demo-seed';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBankLedger } from './in-memory-bank-ledger';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryCouplePortal } from './in-memory-couple-portal';
import { InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';

describe("the demo's partial deposit", () => {
  it("counts in the couple's per-booking totals: their portal shows half the deposit received, half left and a QR for the rest", async () => {
    const now = new Date('2026-11-22T09:00:00Z');
    const options = { ...demoSeed(now), now: () => now };
    const bookings = new InMemoryBookingRepository(options);
    const outbox = new InMemoryOutbox();
    const ledger = new InMemoryBankLedger(bookings, outbox, options);
    const auth = new InMemoryAuth(options);
    const mail = memoryMailSettings('https://www.terezanovakova-foto.cz', new InMemoryContentBackend(demoContent, options));
    const portal = new InMemoryCouplePortal(bookings, auth, options, outbox, mail, undefined, undefined, async () => ledger);
    const couple = DEMO_ACCOUNTS.find((account) => account.email === DEMO_COUPLE_CONTACT.email)!;
    await auth.signIn({ identifier: couple.email, password: couple.password });

    const confirmed = (await portal.myBookings()).find((booking) => booking.status === 'confirmed')!;
    const deposit = confirmed.deposit!;
    const progress = deposit.progress!;
    expect(progress.receivedHalere).toBeGreaterThan(0);
    expect(progress.receivedHalere + progress.remainingHalere).toBe(deposit.amountCzk * 100);
    expect(progress.restSpayd).toContain(`*X-VS:${deposit.variableSymbol}`);
    expect(await ledger.depositPayments(confirmed.id)).toMatchObject({ receivedHalere: progress.receivedHalere, expectedHalere: deposit.amountCzk * 100 });
  });
});

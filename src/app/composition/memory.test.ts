import { describe, expect, it } from 'vitest';
import { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';
import { InMemoryContentBackend } from '../../../adapters/memory/in-memory-content-backend';
import { TOKENS } from '../../../ports/tokens';
import { solve } from '../../../tests/support/bot-challenge-solver';
import { ADMIN_SESSION } from '../../shared/session/session-store';
import { createMemoryContainer } from './memory';
import { demoSeed } from '../../../adapters/memory/demo-seed';
import { DEMO_COUPLE_CONTACT } from '../../../adapters/memory/demo-accounts';

describe('memory composition root', () => {
  it('builds adapters through @injectable/@inject decorators (explicit tokens, no emitted metadata)', async () => {
    const container = createMemoryContainer({ latencyMs: 0 });
    const content = container.get(TOKENS.ContentBackend);
    expect(content).toBeInstanceOf(InMemoryContentBackend);
    // The injected seed reached the instance: it answers with demo content.
    await expect(content.listServices()).resolves.not.toHaveLength(0);
    expect(container.get(TOKENS.AdminAuth)).toBeInstanceOf(InMemoryAuth);
    expect(container.get(TOKENS.VisitorAuth)).not.toBe(container.get(TOKENS.AdminAuth));
  });

  it('gives each container its own singletons, so tests and stories never share state', async () => {
    const a = createMemoryContainer();
    const b = createMemoryContainer();
    expect(a.get(TOKENS.AdminAuth)).toBe(a.get(TOKENS.AdminAuth));
    expect(a.get(TOKENS.AdminAuth)).not.toBe(b.get(TOKENS.AdminAuth));
    await a.get(ADMIN_SESSION).getState().signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' });
    expect(a.get(ADMIN_SESSION).getState().user?.email).toBe('fotograf@example.cz');
    expect(b.get(ADMIN_SESSION).getState().user).toBeNull();
  });

  it('binds every port token, so no page can hit an unbound service', () => {
    const container = createMemoryContainer();
    for (const token of Object.values(TOKENS)) expect(() => container.get(token as never), String(token)).not.toThrow();
  });

  it("puts the couples' accounts behind their own bot barrier, as Strapi does; the admin sign-in has none, as Firebase Auth", async () => {
    const container = createMemoryContainer({ botChallengeMaxCounter: 1 });
    const visitors = container.get(TOKENS.VisitorAuth);
    const registration = { username: 'robot', email: 'robot@example.cz', password: 'Svatba2028' };
    await expect(visitors.register(registration, '')).rejects.toMatchObject({ code: 'bot/challenge-failed' });
    // A challenge of the booking forms' issuer is not one the accounts accept (each server has its own key).
    const bookingOne = await solve(await container.get(TOKENS.BotChallenges).issue());
    await expect(visitors.register(registration, bookingOne)).rejects.toMatchObject({ code: 'bot/challenge-failed' });
    const accountOne = await solve(await container.get(TOKENS.AccountBotChallenges).issue());
    await expect(visitors.register(registration, accountOne)).resolves.toMatchObject({ confirmationRequired: true });
    await expect(container.get(TOKENS.AdminAuth).requestPasswordReset('fotograf@example.cz', '')).resolves.toBeUndefined();
  });

  it("wires the bank fake's record into the couple's portal and the desk alike: an assignment on the desk is what the portal counts", async () => {
    const now = new Date('2026-11-22T09:00:00Z');
    const container = createMemoryContainer({ ...demoSeed(now), now: () => now });
    await container.get(TOKENS.VisitorAuth).signIn({ identifier: DEMO_COUPLE_CONTACT.email, password: 'Svatba2027' });
    const confirmed = (await container.get(TOKENS.CouplePortal).myBookings()).find((booking) => booking.status === 'confirmed')!;
    const before = confirmed.deposit!.progress!;
    expect(before.remainingHalere).toBeGreaterThan(0);
    await container.get(TOKENS.AdminAuth).signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' });
    const desk = container.get(TOKENS.BankDesk);
    expect(await desk.depositPayments(confirmed.id)).toMatchObject({ receivedHalere: before.receivedHalere });
    const [noSymbol] = (await desk.unassigned()).filter((p) => p.match.kind === 'unassigned' && p.match.reason === 'no-symbol');
    await desk.assign(noSymbol!.bankId, confirmed.id);
    const after = (await container.get(TOKENS.CouplePortal).myBookings()).find((booking) => booking.id === confirmed.id)!;
    expect(after.deposit!.progress!.receivedHalere).toBe(before.receivedHalere + noSymbol!.amountHalere);
  });

  it('lets tests override configuration', () => {
    const container = createMemoryContainer({ config: { siteUrl: 'https://example.test' } });
    expect(container.get(TOKENS.AppConfig)).toEqual({ siteUrl: 'https://example.test', profile: 'memory' });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPrivacyPolicy } from '../../../adapters/memory/demo-content/demo-privacy-policy';
import { CONSENT_ONLY_PROCESSORS, COOKIES_SECTION_ID, DATA_PROCESSORS } from '../../../domain/privacy/processors';
import { CLOSED_WITHOUT_CONTRACT, DEFAULT_RETENTION_PERIODS } from '../../../domain/privacy/retention';
import { findHeading, renderApp } from '../../../tests/support/render-app';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';

const t = csContent.privacy;
const NBSP = '\u00A0';

async function periodsSection() {
  await findHeading();
  return screen.getByRole('region', { name: t.retention.heading });
}

describe('privacy page tells what the system does', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('states the retention periods the scheduled function applies by default (domain/privacy/retention.ts)', async () => {
    renderApp('/ochrana-udaju');
    const text = (await periodsSection()).textContent!;
    const { anonymiseAfterDays, eraseCompletedAfterYears, deleteMailsAfterDays } = DEFAULT_RETENTION_PERIODS;
    expect(text).toContain(`po uplynutí ${anonymiseAfterDays}${NBSP}dní od poslední změny`);
    // Every status the rule treats as closed without a contract is named.
    for (const status of CLOSED_WITHOUT_CONTRACT) expect(text).toContain(t.retention.closedStatuses[status]);
    expect(text).toContain('(odmítnuté, zrušené nebo stažené)');
    expect(text).toContain(`po dobu ${eraseCompletedAfterYears}${NBSP}let od data svatby`);
    expect(text).toContain(`po uplynutí ${deleteMailsAfterDays}${NBSP}dní od odeslání`);
  });

  it('states the periods a deployment configured (VITE_RETENTION_*), not the defaults', async () => {
    renderApp('/ochrana-udaju', { config: { retentionPeriods: { anonymiseAfterDays: 30, eraseCompletedAfterYears: 5, deleteMailsAfterDays: 1 } } });
    const text = (await periodsSection()).textContent!;
    expect(text).toContain(`po uplynutí 30${NBSP}dní od poslední změny`);
    expect(text).toContain(`po dobu 5${NBSP}let od data svatby`);
    expect(text).toContain(`po uplynutí 1${NBSP}dne od odeslání`);
    expect(text).not.toContain(`${DEFAULT_RETENTION_PERIODS.anonymiseAfterDays}${NBSP}dní`);
  });

  it('lists every processor of the stack, Google Analytics as consent-only', async () => {
    renderApp('/ochrana-udaju');
    await findHeading();
    const items = within(screen.getByRole('region', { name: t.processors.heading })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(DATA_PROCESSORS.map((p) => t.processors.items[p]));
    for (const processor of CONSENT_ONLY_PROCESSORS) expect(t.processors.items[processor]).toMatch(/jen pokud je povolíte/);
  });

  it("the cookie bar's link leads to the page's cookie section, which says analytics runs only with consent", async () => {
    const user = userEvent.setup();
    // jsdom has no scrolling; the app scrolls to the link's anchor once the page is there.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderApp('/');
    const link = await screen.findByRole('link', { name: csCommon.consent.more });
    const target = new URL(link.getAttribute('href')!, 'https://example.cz');
    await user.click(link);
    await findHeading(demoPrivacyPolicy.title);
    expect(target.hash).toBe(`#${COOKIES_SECTION_ID}`);
    const section = document.getElementById(target.hash.slice(1));
    expect(section).not.toBeNull();
    expect(within(section!).getByRole('heading', { name: t.cookies.heading })).toBeInTheDocument();
    expect(section!.textContent).toContain('Google Analytics');
    expect(section!.textContent).toContain(csCommon.consent.change);
    await vi.waitFor(() => expect(scrolled.mock.contexts).toContain(section));
  });

  it('the CMS text (demo content = the Strapi seed) makes no claims of its own about these facts', () => {
    const body = demoPrivacyPolicy.bodyHtml;
    // No cookie section or analytics claim of its own, no anchor that would collide with the generated one.
    expect(body).not.toMatch(/id="cookies"|<h2>[^<]*cookies/i);
    expect(body).not.toMatch(/analytick/i);
    // No retention period for requests, bookings or mails: those are generated from the configuration.
    expect(body).not.toMatch(/(poptáv|rezervac|e-mail)[^<.]*\d+\s*(dn|dní|měsíc|rok|let)/i);
    for (const generated of [t.retention.heading, t.processors.heading, t.cookies.heading]) expect(body).not.toContain(`>${generated}<`);
  });
});

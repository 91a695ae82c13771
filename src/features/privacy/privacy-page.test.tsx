import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPrivacyPolicy } from '../../../adapters/memory/demo-content/demo-privacy-policy';
import { CONSENT_ONLY_PROCESSORS, COOKIES_SECTION_ID, DATA_PROCESSORS } from '../../../domain/privacy/processors';
import { bookingStatuses } from '../../../domain/booking/booking';
import { RETENTION_PERIODS, RETENTION_RULES } from '../../../domain/privacy/retention';
import firebaseJson from '../../../firebase.json';
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

  it('states every status\'s rule with the periods of the one policy (domain/privacy/retention.ts)', async () => {
    renderApp('/ochrana-udaju');
    const section = await periodsSection();
    const text = section.textContent!;
    const { anonymiseAfterDays, eraseContractsAfterYears, deleteMailsAfterDays } = RETENTION_PERIODS;
    expect(text).toContain(`po uplynutí ${anonymiseAfterDays}${NBSP}dní od poslední změny`);
    expect(text).toContain('(odmítnuté, zrušené nebo stažené)');
    // Weddings left confirmed or with the deposit paid are kept for the contract as long as completed ones, then erased.
    expect(text).toContain(`(potvrzené, se zaplacenou zálohou a${NBSP}proběhlé), uchovávám jako doklad o smlouvě a kvůli účetním a daňovým povinnostem do konce ${eraseContractsAfterYears}. roku po roce svatby`);
    expect(text).toContain(`po uplynutí ${deleteMailsAfterDays}${NBSP}dní od odeslání`);
    // No status without its stated rule: each status is named in the sentence of the rule the job applies to it.
    for (const status of bookingStatuses) {
      const item = section.querySelector(`[data-period="${RETENTION_RULES[status]}"]`);
      expect(item?.textContent, status).toContain(t.retention.statuses[status]);
    }
  });

  it('claims the EU only for what the deployment pins there: the database (firebase.json), not the admin sign-in', async () => {
    renderApp('/ochrana-udaju');
    await findHeading();
    const google = t.processors.items['google-cloud'];
    expect(google).toContain('databáze poptávek a rezervací je uložena v EU (Frankfurt)');
    expect(firebaseJson.firestore.location).toBe('europe-west3');
    expect(google).toMatch(/Firebase Authentication\) je globální služba Google, jejíž data mohou být zpracována i mimo EU/);
    expect(google).not.toMatch(/přihlášení[^.]*v EU/i);
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

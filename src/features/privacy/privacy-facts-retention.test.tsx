// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../domain/formatting/czech';
import { GUEST_PASS_HOURS } from '../../../domain/gallery/gallery-limits';
import { EXPIRING_RECORDS, expiringRecordMaxHours, type ExpiringRecordKind } from '../../../domain/privacy/expiring-records';
import { ISSUED_DOCUMENTS_KEPT_YEARS, RETENTION_PERIODS } from '../../../domain/privacy/retention';
import { csContent } from '../../texts/cs-content';
import { PrivacyFacts } from './privacy-facts';

const t = csContent.privacy.retention;

/** The privacy page's retention section as the prerender writes it (no DOM: the server renderer). */
const page = () => renderToStaticMarkup(<PrivacyFacts />).replace(/&nbsp;|\u00A0/g, ' ');
const days = (count: number) => formatCount(count, t.days).replace('\u00A0', ' ');

// The scheduled job applies this very configuration (functions/src/scheduled-runs.test.ts holds it to it).
describe('the privacy page states exactly the periods the scheduled retention job applies', () => {
  it('renders the domain\'s periods (domain/privacy/retention.ts RETENTION_PERIODS)', () => {
    const html = page();
    expect(html).toContain(`po uplynutí ${days(RETENTION_PERIODS.anonymiseAfterDays)} od poslední změny`);
    expect(html).toContain(`do konce ${RETENTION_PERIODS.eraseContractsAfterYears}. roku po roce svatby`);
    expect(html).toContain(`mažu po uplynutí ${days(RETENTION_PERIODS.deleteMailsAfterDays)} od odeslání`);
    expect(html).toContain(`po uplynutí ${formatCount(RETENTION_PERIODS.deleteGalleriesAfterMonths, t.months).replace('\u00A0', ' ')} od jejího posledního dne`);
    expect(html).toContain(`který platí ${GUEST_PASS_HOURS} hodin`);
    expect(html).toContain(`do konce ${RETENTION_PERIODS.deleteAcceptancesAfterYears}. roku po roce svatby, a pak ho celý smažu`);
    expect(html).toMatch(new RegExp(`data-period="delete-day-plans">[^<]*ho smažu celý po uplynutí ${days(RETENTION_PERIODS.deleteDayPlansAfterDays)} od svatby[^<]*Stáhnout moje údaje`));
  });

  it('says the contract acceptance keeps the IP address and browser only for its own period, and that issued documents outlive any erasure request', () => {
    const html = page();
    expect(html).toMatch(/data-period="delete-acceptances">[^<]*IP adresa a prohlížeč[^<]*IP adresu a prohlížeč také/);
    expect(html).toContain(`uchovat ${ISSUED_DOCUMENTS_KEPT_YEARS} let od konce roku`);
    expect(html).toMatch(/data-period="issued-documents">[^<]*nesmažu ani na žádost o výmaz[^<]*kromě nich po smazání nezůstane nic[^<]*Stáhnout moje údaje/);
  });

  it('states every period of the one policy: each field of RETENTION_PERIODS has its sentence', () => {
    const stated: Record<keyof typeof RETENTION_PERIODS, string> = {
      anonymiseAfterDays: 'anonymise-after-change',
      eraseContractsAfterYears: 'erase-after-contract-years',
      deleteMailsAfterDays: 'delete-mails',
      deleteGalleriesAfterMonths: 'delete-galleries',
      deleteAcceptancesAfterYears: 'delete-acceptances',
      deleteDayPlansAfterDays: 'delete-day-plans',
    };
    const html = page();
    for (const period of Object.values(stated)) expect(html).toContain(`data-period="${period}"`);
  });

  it('states each self-expiring record holding personal data (domain/privacy/expiring-records.ts), with its TTL-bound lifetime', () => {
    const html = page();
    const personal = (Object.keys(EXPIRING_RECORDS) as ExpiringRecordKind[]).filter((kind) => EXPIRING_RECORDS[kind].personalData !== null);
    expect(personal).toContain('rateCounters');
    for (const kind of personal) {
      expect(t.expiring[kind], kind).not.toBeNull();
      expect(html).toContain(`data-period="expiring-${kind}"`);
      expect(html).toContain(`nejpozději do ${expiringRecordMaxHours(kind)} hodin`);
    }
    // The policy's lifetime plus Firestore's own delay (up to a day), never only the lifetime.
    expect(expiringRecordMaxHours('rateCounters')).toBe(EXPIRING_RECORDS.rateCounters.expiresAfterHours + 24);
  });

  it('names the bucket that holds the galleries\' photographs among the processors', () => {
    expect(page()).toContain('Cloud Storage for Firebase');
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../domain/formatting/czech';
import { JOB_RETENTION_PERIODS } from '../../functions/src/retention';
import { PrivacyFacts } from '../../src/features/privacy/privacy-facts';
import { csContent } from '../../src/texts/cs-content';

const t = csContent.privacy.retention;
const index = readFileSync(new URL('../../functions/src/index.ts', import.meta.url), 'utf8');
const config = readFileSync(new URL('../../functions/src/config.ts', import.meta.url), 'utf8');

/** The privacy page's retention section as the prerender writes it (no DOM: the server renderer). */
const page = () => renderToStaticMarkup(<PrivacyFacts />).replace(/&nbsp;|\u00A0/g, ' ');
const days = (count: number) => formatCount(count, t.days).replace('\u00A0', ' ');

describe('the privacy page states exactly the periods the scheduled retention job applies', () => {
  it('renders the job\'s own periods (functions/src/retention.ts JOB_RETENTION_PERIODS)', () => {
    const html = page();
    expect(html).toContain(`po uplynutí ${days(JOB_RETENTION_PERIODS.anonymiseAfterDays)} od poslední změny`);
    expect(html).toContain(`do konce ${JOB_RETENTION_PERIODS.eraseContractsAfterYears}. roku po roce svatby`);
    expect(html).toContain(`mažu po uplynutí ${days(JOB_RETENTION_PERIODS.deleteMailsAfterDays)} od odeslání`);
  });

  it('the scheduled function runs with those periods and no deploy param can change them', () => {
    expect(index).toMatch(/applyRetentionPolicy = scheduled\('applyRetentionPolicy', RETENTION_SCHEDULE, \(now\) => runRetention\(db\(\), now, JOB_RETENTION_PERIODS\)\)/);
    expect(config).not.toMatch(/defineString\('RETENTION_/);
  });
});

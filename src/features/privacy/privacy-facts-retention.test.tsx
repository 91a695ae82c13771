// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../domain/formatting/czech';
import { RETENTION_PERIODS } from '../../../domain/privacy/retention';
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
  });
});

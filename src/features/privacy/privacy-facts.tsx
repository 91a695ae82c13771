import { formatCount } from '../../../domain/formatting/czech';
import { COOKIES_SECTION_ID, DATA_PROCESSORS } from '../../../domain/privacy/processors';
import { CLOSED_WITHOUT_CONTRACT, type RetentionPeriods } from '../../../domain/privacy/retention';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';

const t = csContent.privacy;

/**
 * The parts of the privacy policy the system itself decides, rendered from the same settings and lists the code
 * applies (domain/privacy/): the retention periods the scheduled function enforces, the processors the stack uses,
 * and what the cookie bar offers. The CMS text beside it covers the rest and must not repeat these.
 */
export function PrivacyFacts({ periods }: { periods: RetentionPeriods }) {
  const days = (count: number) => formatCount(count, t.retention.days);
  const closed = new Intl.ListFormat('cs', { type: 'disjunction' }).format(CLOSED_WITHOUT_CONTRACT.map((status) => t.retention.closedStatuses[status]));
  return (
    <>
      <section aria-labelledby="lhuty-uchovani">
        <h2 id="lhuty-uchovani">{t.retention.heading}</h2>
        <p>{t.retention.intro}</p>
        <ul>
          <li data-period="anonymise">{t.retention.closed(closed, days(periods.anonymiseAfterDays))}</li>
          <li data-period="anonymise">{t.retention.unanswered(days(periods.anonymiseAfterDays))}</li>
          <li data-period="erase-completed">{t.retention.completed(formatCount(periods.eraseCompletedAfterYears, t.retention.years))}</li>
          <li data-period="delete-mails">{t.retention.mails(days(periods.deleteMailsAfterDays))}</li>
        </ul>
      </section>
      <section aria-labelledby="zpracovatele">
        <h2 id="zpracovatele">{t.processors.heading}</h2>
        <p>{t.processors.intro}</p>
        <ul>
          {DATA_PROCESSORS.map((processor) => (
            <li key={processor}>{t.processors.items[processor]}</li>
          ))}
        </ul>
      </section>
      <section id={COOKIES_SECTION_ID} aria-labelledby="cookies-zasady">
        <h2 id="cookies-zasady">{t.cookies.heading}</h2>
        <p>{t.cookies.necessary}</p>
        <p>{t.cookies.analytics}</p>
        <p>{t.cookies.withdraw(csCommon.consent.change)}</p>
      </section>
    </>
  );
}

import { bookingStatuses } from '../../../domain/booking/booking';
import { formatCount } from '../../../domain/formatting/czech';
import { GUEST_PASS_HOURS } from '../../../domain/gallery/gallery-limits';
import { EXPIRING_RECORDS, expiringRecordMaxHours, type ExpiringRecordKind } from '../../../domain/privacy/expiring-records';
import { COOKIES_SECTION_ID, DATA_PROCESSORS } from '../../../domain/privacy/processors';
import { ISSUED_DOCUMENTS_KEPT_YEARS, RETENTION_PERIODS, RETENTION_RULES, type RetentionRule } from '../../../domain/privacy/retention';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';

const t = csContent.privacy;
/** The self-expiring records that hold personal data: each gets its sentence (the TTL policies delete them). */
const PERSONAL_EXPIRING = (Object.keys(EXPIRING_RECORDS) as ExpiringRecordKind[]).filter((kind) => EXPIRING_RECORDS[kind].personalData !== null);
const RULE_ORDER: readonly RetentionRule[] = ['anonymise-after-change', 'anonymise-after-wedding', 'erase-after-contract-years'];

/** Each rule's sentence with the statuses it covers, from the policy itself: a status added there shows here. */
function ruleSentence(rule: RetentionRule): string | null {
  const statuses = bookingStatuses.filter((status) => RETENTION_RULES[status] === rule).map((status) => t.retention.statuses[status]);
  if (statuses.length === 0) return null;
  const days = formatCount(RETENTION_PERIODS.anonymiseAfterDays, t.retention.days);
  if (rule === 'erase-after-contract-years') {
    return t.retention.rules[rule](new Intl.ListFormat('cs', { type: 'conjunction' }).format(statuses), RETENTION_PERIODS.eraseContractsAfterYears);
  }
  return t.retention.rules[rule](new Intl.ListFormat('cs', { type: 'disjunction' }).format(statuses), days);
}

/**
 * The parts of the privacy policy the system itself decides, rendered from the same configuration and lists the code
 * applies (domain/privacy/): the retention periods the scheduled function enforces (RETENTION_PERIODS, the job's
 * only source), the processors the stack uses, and what the cookie bar offers. The CMS text beside it covers the
 * rest and must not repeat these.
 */
export function PrivacyFacts() {
  return (
    <>
      <section aria-labelledby="lhuty-uchovani">
        <h2 id="lhuty-uchovani">{t.retention.heading}</h2>
        <p>{t.retention.intro}</p>
        <ul>
          {RULE_ORDER.map((rule) => {
            const sentence = ruleSentence(rule);
            return sentence ? (
              <li key={rule} data-period={rule}>
                {sentence}
              </li>
            ) : null;
          })}
          <li data-period="delete-galleries">{t.retention.galleries(formatCount(RETENTION_PERIODS.deleteGalleriesAfterMonths, t.retention.months))}</li>
          <li data-period="gallery-guests">{t.retention.guests(GUEST_PASS_HOURS)}</li>
          <li data-period="delete-acceptances">{t.retention.acceptances(RETENTION_PERIODS.deleteAcceptancesAfterYears)}</li>
          <li data-period="issued-documents">{t.retention.documents(ISSUED_DOCUMENTS_KEPT_YEARS)}</li>
          <li data-period="delete-mails">{t.retention.mails(formatCount(RETENTION_PERIODS.deleteMailsAfterDays, t.retention.days))}</li>
          {PERSONAL_EXPIRING.map((kind) => (
            <li key={kind} data-period={`expiring-${kind}`}>
              {t.retention.expiring[kind]?.(expiringRecordMaxHours(kind))}
            </li>
          ))}
          <li data-period="delete-day-plans">{t.retention.dayPlan(formatCount(RETENTION_PERIODS.deleteDayPlansAfterDays, t.retention.days))}</li>
          <li data-period="account">{t.retention.account}</li>
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

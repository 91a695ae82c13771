import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { RESERVATION_LOOKUP_ANCHOR, RESERVATION_PAGE_PATH, VERIFY_PAGE_PATH } from '../../../domain/booking/booking-links';
import type { EmailVerification } from '../../../ports/booking-submission-port';
import { TOKENS } from '../../../ports/tokens';
import { withinDeadline } from '../../shared/forms/deadline';
import { useAction } from '../../shared/forms/use-action';
import { PageMeta } from '../../shared/seo/page-meta';
import { useService } from '../../shared/services/services-context';
import { csBooking } from '../../texts/cs-booking';
import { SubmitStatus } from './submit-status';

const t = csBooking.verify;

/** The token is the address's fragment: browsers never send it, so only this page's POST carries it to the server. */
function tokenOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return '';
  }
}

function Outcome({ result }: { result: EmailVerification }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const o = t.outcome;
  const text = {
    held: () => o.held(result.until),
    taken: () => o.taken,
    'one-hold': () => o.oneHold(result.heldDate ?? ''),
    'no-hold': () => o.noHold,
  }[result.outcome]();
  return (
    <section className="form-success" aria-labelledby="email-potvrzen">
      <h2 id="email-potvrzen" ref={heading} tabIndex={-1}>
        {t.done}
      </h2>
      <p>{t.date(result.weddingDate)}</p>
      <p>{text}</p>
    </section>
  );
}

/**
 * Where the receipt mail's confirmation link lands. Opening it confirms nothing (a mail scanner follows links, and
 * some run the page's script): only pressing the button sends the token, as a POST to the verifyBookingEmail function.
 */
export function Component() {
  const submission = useService(TOKENS.BookingSubmission);
  const token = tokenOf(useLocation().hash);
  const [result, setResult] = useState<EmailVerification | null>(null);
  const confirm = useAction((value: string) => withinDeadline(submission.verifyEmail(value)));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const answer = await confirm.run(token);
    if (answer) setResult(answer);
  }

  return (
    <article className="section booking">
      <PageMeta title={t.title} description={t.description} path={VERIFY_PAGE_PATH} noIndex />
      <h1>{t.title}</h1>
      {result ? <Outcome result={result} /> : null}
      {!result && token ? (
        <form className="form" onSubmit={(e) => void onSubmit(e)} aria-describedby="potvrzeni-uvod">
          <p id="potvrzeni-uvod">{t.intro}</p>
          <button type="submit" className="button" disabled={confirm.pending}>
            {confirm.pending ? t.confirming : t.confirm}
          </button>
          <SubmitStatus id="potvrzeni-stav" hasErrors={false} failure={confirm.error} />
        </form>
      ) : null}
      {!result && !token ? <p>{t.missingToken}</p> : null}
      <p>
        <Link to={`${RESERVATION_PAGE_PATH}#${RESERVATION_LOOKUP_ANCHOR}`}>{t.lookup}</Link>
      </p>
    </article>
  );
}

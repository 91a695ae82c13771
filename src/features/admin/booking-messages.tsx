import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Booking } from '../../../domain/booking/booking';
import { MESSAGE_MAX_LENGTH, validateBookingMessage } from '../../../domain/booking/booking-message';
import type { ErrorCode } from '../../../domain/errors';
import { formatDateTime } from '../../../domain/formatting/czech';
import { isAnonymised } from '../../../domain/privacy/retention';
import type { DeskThread } from '../../../ports/booking-thread-port';
import { TOKENS } from '../../../ports/tokens';
import { FormStatus } from '../../shared/forms/form-status';
import { TextField } from '../../shared/forms/text-field';
import { useService } from '../../shared/services/services-context';
import { csAdminThread as t } from '../../texts/cs-admin-thread';
import { personalField } from './anonymised';
import { failureCode } from './failure-code';

type Loaded = { state: 'loading' } | { state: 'ready'; thread: DeskThread } | { state: 'failed'; error: ErrorCode };

/**
 * The booking's thread with the couple, both ways, oldest first. Opening it is reading it: the server marks the
 * couple's messages read for her and names the ones that were new this once (highlighted as "Nová").
 */
export function BookingMessages({ booking }: { booking: Booking }) {
  const threads = useService(TOKENS.BookingThread);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const load = useCallback(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    threads.open(booking.id).then(
      (thread) => live && setLoaded({ state: 'ready', thread }),
      (error: unknown) => live && setLoaded({ state: 'failed', error: failureCode(error) }),
    );
    return () => {
      live = false;
    };
  }, [threads, booking.id]);
  useEffect(load, [load]);
  return (
    <section aria-labelledby="zpravy" className="desk-thread">
      <h2 id="zpravy">{t.title}</h2>
      {loaded.state === 'loading' ? <p role="status">{t.loading}</p> : null}
      {loaded.state === 'failed' ? (
        <>
          <FormStatus id="zpravy-chyba" failure={loaded.error} failureText={() => t.loadFailed} />
          <button type="button" className="button button-secondary" onClick={load}>
            {t.retry}
          </button>
        </>
      ) : null}
      {loaded.state === 'ready' ? (
        <>
          <ThreadList booking={booking} thread={loaded.thread} />
          {isAnonymised(booking) ? null : <ReplyForm booking={booking} onReplied={(thread) => setLoaded({ state: 'ready', thread })} />}
        </>
      ) : null}
    </section>
  );
}

export function ThreadList({ booking, thread }: { booking: Booking; thread: DeskThread }) {
  if (thread.messages.length === 0) return <p>{personalField(booking, t.empty)}</p>;
  return (
    <ol className="desk-thread__list">
      {thread.messages.map((message) => {
        const unread = thread.unreadIds.includes(message.id);
        return (
          <li key={message.id} className={`desk-thread__message desk-thread__message--${message.author}`} data-unread={unread || undefined}>
            <p className="desk-thread__meta">
              <strong>{t.author[message.author]}</strong>, <time dateTime={message.at}>{formatDateTime(message.at)}</time>
              {unread ? <span className="desk-thread__unread"> · {t.unread}</span> : null}
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{message.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** Her answer: the couple's text rule checked here first and again on the server; the draft stays until it is sent. */
function ReplyForm({ booking, onReplied }: { booking: Booking; onReplied: (thread: DeskThread) => void }) {
  const threads = useService(TOKENS.BookingThread);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<{ state: 'idle' | 'pending' | 'done' } | { state: 'failed'; error: ErrorCode }>({ state: 'idle' });
  const fieldError = status.state === 'failed' && status.error.startsWith('field/') ? status.error : null;
  const failure = status.state === 'failed' && !fieldError ? status.error : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status.state === 'pending') return;
    const invalid = validateBookingMessage(text);
    if (invalid) return setStatus({ state: 'failed', error: invalid });
    setStatus({ state: 'pending' });
    try {
      onReplied(await threads.reply(booking.id, text.trim()));
      setText('');
      setStatus({ state: 'done' });
    } catch (error) {
      setStatus({ state: 'failed', error: failureCode(error) });
    }
  }

  return (
    <form className="form desk-thread__reply" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t.replyLabel}>
      <TextField
        id="odpoved-snoubencum"
        label={t.replyLabel}
        name="reply"
        multiline
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        hint={t.replyHint(MESSAGE_MAX_LENGTH)}
        value={text}
        onValue={setText}
        error={fieldError}
        required
      />
      <FormStatus id="odpoved-stav" failure={failure} />
      <div role="status">{status.state === 'done' ? <p className="form-success">{t.sent}</p> : null}</div>
      <button type="submit" className="button" disabled={status.state === 'pending'}>
        {status.state === 'pending' ? t.sending : t.send}
      </button>
    </form>
  );
}

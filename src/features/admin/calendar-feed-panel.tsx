import { useEffect, useRef, useState } from 'react';
import { isDomainError, type ErrorCode } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { useAction } from '../../shared/forms/use-action';
import { useService } from '../../shared/services/services-context';
import { csAdmin } from '../../texts/cs-admin';
import { ActionError } from './admin-desk-nav';
import { useConfirmationFocus } from '../../shared/forms/use-confirmation-focus';

const t = csAdmin.feed;

/**
 * "Odběr kalendáře": the private feed's address to paste into a calendar app, a copy button, and a rotation behind
 * a confirmation (the old address stops working, so every subscribed app must be given the new one).
 */
export function CalendarFeedPanel() {
  const feed = useService(TOKENS.CalendarFeed);
  const [url, setUrl] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<ErrorCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const section = useConfirmationFocus<HTMLElement>(asking ? 'rotate' : null);

  useEffect(() => {
    let current = true;
    feed.subscriptionUrl().then(
      (address) => current && setUrl(address),
      (error: unknown) => current && setLoadError(isDomainError(error) ? error.code : 'network/unavailable'),
    );
    return () => {
      current = false;
    };
  }, [feed, attempt]);

  const rotate = useAction(async () => {
    const address = await feed.rotate();
    setUrl(address);
    setAsking(false);
    setAnnouncement(t.rotated);
  });

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setAnnouncement(t.copied);
    } catch {
      // No clipboard permission (or an old browser): leave the address selected for Ctrl+C.
      field.current?.select();
      setAnnouncement(t.copyFailed);
    }
  }

  return (
    <section aria-labelledby="odber-kalendare" ref={section} className="calendar-feed">
      <h2 id="odber-kalendare" tabIndex={-1}>
        {t.title}
      </h2>
      <p>{t.intro}</p>
      <p>{t.privacy}</p>
      {url ? (
        <p>
          <label htmlFor="odber-adresa">{t.urlLabel}</label>{' '}
          <input id="odber-adresa" ref={field} type="text" readOnly value={url} size={60} onFocus={(e) => e.currentTarget.select()} />{' '}
          <button type="button" onClick={() => void copy()}>
            {t.copy}
          </button>
        </p>
      ) : loadError ? (
        <>
          <ActionError id="odber-chyba-nacteni" code={loadError} />
          <button
            type="button"
            onClick={() => {
              setLoadError(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t.retry}
          </button>
        </>
      ) : (
        <p>{t.loading}</p>
      )}
      {url &&
        (asking ? (
          <div role="group" aria-labelledby="odber-otazka" className="admin-confirm">
            <p id="odber-otazka" tabIndex={-1} data-confirm-question>
              <strong>{t.rotateQuestion}</strong>
            </p>
            <button type="button" disabled={rotate.pending} onClick={() => void rotate.run()}>
              {rotate.pending ? t.rotating : t.rotateYes}
            </button>{' '}
            <button type="button" disabled={rotate.pending} onClick={() => setAsking(false)}>
              {t.rotateNo}
            </button>
          </div>
        ) : (
          <button type="button" data-opens="rotate" onClick={() => setAsking(true)}>
            {t.rotate}
          </button>
        ))}
      <p role="status">{announcement}</p>
      <ActionError id="odber-chyba" code={rotate.error} />
    </section>
  );
}

import type { BotChallenge, BotChallengePort } from '../../../ports/bot-challenge-port';

/** What a form needs of the ALTCHA widget (altcha's element; typed here so the store never loads the widget). */
export interface ChallengeWidget extends EventTarget {
  getState(): string;
  verify(): Promise<unknown>;
  reset(): void;
}

/**
 * Where a public form takes the solved bot-barrier challenge it sends with a submission. The widget inside the form
 * (BotBarrier) starts solving in Web Workers when the visitor first focuses a field, so `take` usually finds it
 * solved; an expired one is solved again. Without a widget (it failed to load, or a test renders the form without
 * workers) the challenge is solved on the page itself: slower, never wrong. A source serves one server's challenges
 * (the functions' for bookings and contact, Strapi's for the account forms): the widget fetches through `issue`.
 */
export interface ChallengeSource {
  /** A fresh challenge from the port this source was made for. */
  issue(): Promise<BotChallenge>;
  /** The solved payload for one submission; '' when solving failed (the server then refuses `bot/challenge-failed`). */
  take(): Promise<string>;
  /** Uses `widget` from now on; the returned function detaches it. */
  attach(widget: ChallengeWidget): () => void;
}

const VERIFIED = 'verified';
const SETTLED = new Set([VERIFIED, 'error', 'expired', 'unverified']);

export function createChallengeSource(port: BotChallengePort): ChallengeSource {
  let widget: ChallengeWidget | null = null;
  let payload = '';
  const onState = (event: Event) => {
    const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
    payload = detail?.state === VERIFIED && typeof detail.payload === 'string' ? detail.payload : '';
  };

  /** Resolves once the widget leaves 'verifying' (verified, failed, or expired meanwhile). */
  const settled = (w: ChallengeWidget) =>
    new Promise<void>((resolve) => {
      if (SETTLED.has(w.getState())) return resolve();
      const listener = () => {
        if (!SETTLED.has(w.getState())) return;
        w.removeEventListener('statechange', listener);
        resolve();
      };
      w.addEventListener('statechange', listener);
    });

  async function fromWidget(w: ChallengeWidget): Promise<string> {
    await settled(w);
    if (w.getState() !== VERIFIED) {
      await w.verify();
      await settled(w);
    }
    return w.getState() === VERIFIED ? payload : '';
  }

  return {
    issue: () => port.issue(),
    async take() {
      try {
        if (widget) {
          const solved = await fromWidget(widget);
          // Spent with this submission: the next one (a retry, "send another") gets a fresh challenge.
          widget.reset();
          payload = '';
          return solved;
        }
        const { solveInPage } = await import('./solve-in-page');
        return await solveInPage(await port.issue());
      } catch {
        return '';
      }
    },
    attach(next) {
      widget = next;
      next.addEventListener('statechange', onState);
      return () => {
        next.removeEventListener('statechange', onState);
        if (widget === next) widget = null;
      };
    },
  };
}

// altcha's "external" build: no inline workers or styles, so the site's CSP (worker-src 'self') holds; Vite emits the
// PBKDF2 worker as a same-origin file.
import 'altcha/external';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { BOT_CHALLENGE } from '../../../domain/bot/bot-challenge';
import type { BotChallenge } from '../../../ports/bot-challenge-port';

/** The challenge "URL" the widget asks its fetch for; nothing is requested from it. */
const CHALLENGE_SOURCE = 'bot-challenge';

globalThis.$altcha.algorithms.set(BOT_CHALLENGE.algorithm, () => new Pbkdf2Worker());

/** An invisible widget in `host` that solves on the form's first focus, fetching challenges through `issue`. */
export async function createAltchaWidget(host: HTMLElement, issue: () => Promise<BotChallenge>) {
  const widget = document.createElement('altcha-widget');
  // Its methods exist once the element has mounted, which it announces with 'load'.
  const loaded = new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }));
  host.append(widget);
  if (typeof widget.configure !== 'function') await loaded;
  await widget.configure({
    challenge: CHALLENGE_SOURCE,
    // The callable (or the memory fake) answers the challenge; the widget sees an ordinary JSON response.
    fetch: async () => new Response(JSON.stringify(await issue()), { headers: { 'content-type': 'application/json' } }),
    auto: 'onfocus',
    display: 'invisible',
    hideLogo: true,
    hideFooter: true,
    humanInteractionSignature: false,
    minDuration: 0,
    workers: Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2)),
  });
  return widget;
}

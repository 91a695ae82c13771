import { useEffect, useRef } from 'react';
import type { ChallengeSource, ChallengeWidget } from './challenge-source';

/**
 * The ALTCHA widget, invisible, inside a public form. It is loaded when the visitor first focuses a field of the form
 * (never in the prerendered HTML or a page's first scripts, so a page weighs what it did), and starts solving at
 * once in a same-origin Web Worker while the visitor types; after a submission it solves the next one on the next
 * focus. Challenges come through the form's own source, from the server that will check them (the functions for
 * bookings and contact, Strapi for the account forms). No cookies, no third-party requests, nothing shown: a failure
 * surfaces only as the form's own Czech error when the server refuses.
 *
 * The widget sits in a disabled fieldset: while it solves, its hidden checkbox is `required`, and a form that uses the
 * browser's validation (the account forms) would silently refuse a quick submit ("not focusable"). Disabled, the
 * widget's controls are left out of validation and of the form data; the submission waits for the solve in
 * ChallengeSource.take instead.
 */
export function BotBarrier({ source }: { source: ChallengeSource }) {
  const host = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    const element = host.current;
    const form = element?.closest('form');
    // Browsers only: a page without Web Workers (or a test DOM) keeps the in-page fallback of ChallengeSource.
    if (!element || !form || typeof Worker === 'undefined') return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      form.removeEventListener('focusin', start);
      void import('./altcha-widget')
        .then(async ({ createAltchaWidget }) => {
          if (cancelled) return;
          const widget: ChallengeWidget = await createAltchaWidget(element, () => source.issue());
          if (cancelled) return;
          detach = source.attach(widget);
          // The focus that loaded it has passed: start now; later focuses start the next one (auto 'onfocus').
          void widget.verify();
        })
        .catch(() => undefined);
    };
    form.addEventListener('focusin', start);
    return () => {
      cancelled = true;
      form.removeEventListener('focusin', start);
      detach?.();
      element.replaceChildren();
    };
  }, [source]);

  return <fieldset ref={host} hidden disabled data-bot-barrier="" />;
}

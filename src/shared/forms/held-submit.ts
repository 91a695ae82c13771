/**
 * The window property under which the prerendered pages' starter (src/app/content-page-boot.js, a classic script
 * that cannot import this) remembers a form sent before the app ran: the form and the button that sent it.
 */
export const HELD_SUBMIT_KEY = 'heldFormSubmit';

export interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

type HoldingWindow = Window & { [HELD_SUBMIT_KEY]?: unknown };

function isHeldSubmit(value: unknown): value is HeldSubmit {
  return typeof value === 'object' && value !== null && (value as HeldSubmit).form instanceof HTMLFormElement;
}

/** The held submit, forgotten as it is taken, so it is acted on once (StrictMode runs effects twice). */
function takeHeldSubmit(win: Window): HeldSubmit | null {
  const holding = win as HoldingWindow;
  const held = holding[HELD_SUBMIT_KEY];
  delete holding[HELD_SUBMIT_KEY];
  return isHeldSubmit(held) ? held : null;
}

/** requestSubmit accepts only a submit button of the same form; anything else would throw. */
function submitterOf(held: HeldSubmit): HTMLButtonElement | HTMLInputElement | undefined {
  const button = held.submitter;
  if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement)) return undefined;
  return button.type === 'submit' && button.form === held.form ? button : undefined;
}

/**
 * Sends a form that was sent before the app ran, now through the app's own handler: the same validation, bot-barrier
 * proof of work and step logic as a press of its button (the full booking form's "Další" moves on a step). Call once
 * the page has hydrated with what was typed taken over. Returns whether a held form was sent.
 */
export function resendHeldSubmit(win: Window = window): boolean {
  const held = takeHeldSubmit(win);
  // A form React replaced (it did not hydrate the prerendered one) is not the one the visitor filled in.
  if (!held?.form.isConnected) return false;
  // The app's handler prevents the browser's own submission; should none run, the fields must still not go into the
  // address (React's listener sits on the app's root, below the window, so this runs after it).
  const neverNative = (event: Event) => event.preventDefault();
  win.addEventListener('submit', neverNative, { once: true });
  try {
    held.form.requestSubmit(submitterOf(held));
  } finally {
    win.removeEventListener('submit', neverNative);
  }
  return true;
}

/**
 * The attribute of the hidden note in a prerendered form's alert region (FormStatus with `holdsEarlySubmit`): the
 * starter shows it when the scripts could not be loaded; the start-up rewords it when they failed to start.
 */
export const HELD_SUBMIT_NOTE_ATTRIBUTE = 'data-held-submit-note';

/**
 * When the app failed to start after a form was sent early: says so with the form's own note (FormStatus's markup,
 * reworded to this failure), leaving the page and everything typed in place. Returns false when no form was held, or
 * the held one has no note, so the caller shows its usual start-up error instead.
 */
export function reportHeldSubmitNotSent(win: Window, note: { text: string; code: string }): boolean {
  const held = takeHeldSubmit(win);
  if (!held?.form.isConnected) return false;
  const shown = held.form.querySelector<HTMLElement>(`[${HELD_SUBMIT_NOTE_ATTRIBUTE}]`);
  const text = shown?.querySelector('span');
  const code = shown?.querySelector('code');
  if (!shown || !text || !code) return false;
  text.textContent = note.text;
  code.textContent = note.code;
  shown.hidden = false;
  return true;
}

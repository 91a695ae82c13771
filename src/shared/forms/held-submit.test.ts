import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { csErrors } from '../../texts/cs-errors';
import { FormStatus } from './form-status';
import { HELD_SUBMIT_KEY, HELD_SUBMIT_NOTE_ATTRIBUTE, reportHeldSubmitNotSent, resendHeldSubmit } from './held-submit';

type Holding = Window & { [HELD_SUBMIT_KEY]?: unknown };

/** A prerendered form as a visitor left it: a typed field, a submit button, its alert region. */
function filledForm() {
  const form = document.createElement('form');
  form.innerHTML = '<div role="alert" class="form-status"></div><input name="name"><button type="button">Zpět</button><button type="submit" name="send">Odeslat</button>';
  document.body.append(form);
  form.querySelector('input')!.value = 'Jana Nováková';
  return { form, button: form.querySelector<HTMLButtonElement>('button[type="submit"]')! };
}

function hold(form: HTMLFormElement, submitter: HTMLElement | null) {
  (window as Holding)[HELD_SUBMIT_KEY] = { form, submitter };
}

/** What the app's handler saw: each submit event's submitter, and whether the browser's own submission went ahead. */
function appHandler(form: HTMLFormElement, prevents = true) {
  const seen: Array<{ submitter: Element | null; native: boolean }> = [];
  form.addEventListener('submit', (event) => {
    if (prevents) event.preventDefault();
    queueMicrotask(() => seen.push({ submitter: (event as SubmitEvent).submitter, native: !event.defaultPrevented }));
  });
  return seen;
}

afterEach(() => {
  delete (window as Holding)[HELD_SUBMIT_KEY];
  document.body.replaceChildren();
});

describe('sending a form the starter held before the app ran', () => {
  it('submits it through the app’s handler with the button that sent it, once', async () => {
    const { form, button } = filledForm();
    const seen = appHandler(form);
    hold(form, button);
    expect(resendHeldSubmit(window)).toBe(true);
    expect(resendHeldSubmit(window)).toBe(false);
    await Promise.resolve();
    expect(seen).toEqual([{ submitter: button, native: false }]);
  });

  it('sends without a button that is not one of the form’s submit buttons', async () => {
    const { form } = filledForm();
    const other = filledForm().button;
    const seen = appHandler(form);
    hold(form, other);
    resendHeldSubmit(window);
    hold(form, form.querySelector('button[type="button"]'));
    resendHeldSubmit(window);
    await Promise.resolve();
    expect(seen.map((s) => s.submitter)).toEqual([null, null]);
  });

  it('never lets the browser put the fields into the address, even if no handler takes the submit', async () => {
    const { form, button } = filledForm();
    const seen = appHandler(form, false);
    hold(form, button);
    resendHeldSubmit(window);
    await Promise.resolve();
    expect(seen).toEqual([{ submitter: button, native: false }]);
  });

  it('does nothing without a held form, or when the held form is no longer on the page', () => {
    expect(resendHeldSubmit(window)).toBe(false);
    const { form, button } = filledForm();
    const seen = appHandler(form);
    form.remove();
    hold(form, button);
    expect(resendHeldSubmit(window)).toBe(false);
    (window as Holding)[HELD_SUBMIT_KEY] = { form: 'kontakt' };
    expect(resendHeldSubmit(window)).toBe(false);
    expect(seen).toEqual([]);
  });
});

describe('a held form when the app failed to start', () => {
  const note = { text: 'Formulář se neodeslal.', code: 'app/start-failed' };

  /** A prerendered form page's form: its alert region as FormStatus renders it, the hidden note included. */
  function prerenderedForm() {
    const { form, button } = filledForm();
    form.querySelector('[role="alert"]')!.outerHTML = renderToStaticMarkup(createElement(FormStatus, { id: 'stav', failure: null, holdsEarlySubmit: true }));
    return { form, button };
  }

  it('shows the form’s own note reworded (message and code under FormStatus’s label), keeping what was typed', () => {
    const { form, button } = prerenderedForm();
    const submitted = vi.fn();
    form.addEventListener('submit', submitted);
    expect(form.querySelector('[role="alert"] .field-error')).not.toBeVisible();
    hold(form, button);
    expect(reportHeldSubmitNotSent(window, note)).toBe(true);
    const shown = form.querySelector(`[role="alert"] [${HELD_SUBMIT_NOTE_ATTRIBUTE}]`)!;
    expect(shown).toBeVisible();
    expect(shown.querySelector('span')).toHaveTextContent(/^Formulář se neodeslal\.$/);
    expect(shown.querySelector('.error-code')).toHaveTextContent(`${csErrors.errorCode}: app/start-failed`);
    expect(form.querySelector('input')).toHaveValue('Jana Nováková');
    expect(submitted).not.toHaveBeenCalled();
    // Taken: a later start-up cannot send it behind the note's back.
    expect(resendHeldSubmit(window)).toBe(false);
  });

  it('reports nothing when no form was held, or the held form carries no note (the caller shows its error screen)', () => {
    expect(reportHeldSubmitNotSent(window, note)).toBe(false);
    const { form, button } = filledForm();
    hold(form, button);
    expect(reportHeldSubmitNotSent(window, note)).toBe(false);
    expect(form.querySelector('[role="alert"]')).toBeEmptyDOMElement();
  });
});

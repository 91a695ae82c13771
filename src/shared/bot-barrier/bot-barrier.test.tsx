import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BotBarrier } from './bot-barrier';
import { createChallengeSource } from './challenge-source';

const source = createChallengeSource({ issue: () => Promise.reject(new Error('not asked in this test')) });

describe('BotBarrier', () => {
  it("keeps the widget's controls out of the form's validation: a quick submit is not blocked while it solves", () => {
    const { container } = render(
      <form>
        <input name="email" type="email" defaultValue="jana@example.cz" required />
        <BotBarrier source={source} />
      </form>,
    );
    const form = container.querySelector('form')!;
    const host = container.querySelector<HTMLElement>('[data-bot-barrier]')!;
    // What the ALTCHA widget renders while it solves: a hidden, required, unchecked checkbox.
    const solving = Object.assign(document.createElement('input'), { type: 'checkbox', required: true });
    host.append(solving);
    expect(host).not.toBeVisible();
    expect(solving.validity.valueMissing).toBe(true);
    expect(solving.willValidate).toBe(false);
    expect(form.checkValidity()).toBe(true);
    // The visitor's own fields are still checked by the browser.
    form.querySelector<HTMLInputElement>('[name=email]')!.value = '';
    expect(form.checkValidity()).toBe(false);
  });
});

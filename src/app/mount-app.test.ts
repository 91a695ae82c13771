import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FormStatus } from '../shared/forms/form-status';
import { HELD_SUBMIT_KEY } from '../shared/forms/held-submit';
import { csErrors, errorMessage } from '../texts/cs-errors';
import { mountApp } from './mount-app';

describe('mounting the app', () => {
  it('logs "Error while mounting app" and shows the Czech error screen when start-up fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    document.body.append(container);
    const failure = new Error('Firebase initialization failed');
    await expect(mountApp(container, () => Promise.reject(failure))).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Error while mounting app', failure);
    expect(screen.getByRole('heading', { name: csErrors.startupHeading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: csErrors.reload })).toBeInTheDocument();
    container.remove();
  });

  it('shows nothing extra when start-up succeeds', async () => {
    const container = document.createElement('div');
    await expect(mountApp(container, async () => undefined)).resolves.toBe(true);
    expect(container.childElementCount).toBe(0);
  });

  it('keeps the page and what was typed when a form was sent before the failed start-up, and says it was not sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    const status = renderToStaticMarkup(createElement(FormStatus, { id: 'stav', failure: null, holdsEarlySubmit: true }));
    container.innerHTML = `<form>${status}<input name="email"><button type="submit">Odeslat</button></form>`;
    document.body.append(container);
    const form = container.querySelector('form')!;
    form.querySelector('input')!.value = 'jana@example.cz';
    Object.assign(window, { [HELD_SUBMIT_KEY]: { form, submitter: form.querySelector('button') } });

    await expect(mountApp(container, () => Promise.reject(new Error('chunk failed')))).resolves.toBe(false);
    expect(screen.queryByRole('heading', { name: csErrors.startupHeading })).not.toBeInTheDocument();
    expect(screen.getByText(errorMessage('app/start-failed'))).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(`${csErrors.errorCode}: app/start-failed`);
    expect(form.querySelector('input')).toHaveValue('jana@example.cz');
    container.remove();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { csErrors } from '../texts/cs-errors';
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
});

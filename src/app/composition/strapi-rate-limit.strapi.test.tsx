import 'reflect-metadata';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStrapi } from '../../../tests/support/cms-test-servers';
import { TOKENS } from '../../../ports/tokens';
import { createMemoryContainer } from './memory';
import { ServicesProvider } from '../providers/services-provider';
import { createAppRoutes } from '../router/app-routes';
import { csAccount } from '../../texts/cs-account';
import { csErrors } from '../../texts/cs-errors';
import { strapiAdapters } from '../../../tests/support/strapi-harness';

// Its own server: the production limit (10 auth requests a minute per client), untouched by other suites.
let strapi: { url: string; stop(): Promise<void> };
beforeAll(async () => {
  strapi = await startTestStrapi();
});
afterAll(async () => {
  await strapi?.stop();
});

describe('Strapi auth rate limit', () => {
  it('answers 429 past 10 attempts a minute even when the e-mail or a forged X-Forwarded-For changes, and the UI says so in Czech', async () => {
    const { auth } = strapiAdapters(strapi.url);
    for (let i = 0; i < 10; i += 1) {
      await expect(auth.signIn({ identifier: `zkouska-${i}@example.cz`, password: 'Spatne-heslo-1' })).rejects.toMatchObject({
        code: 'auth/invalid-credentials',
      });
    }
    // No proxy in front of this server (PROXY_HOPS=0): an X-Forwarded-For naming another client changes nothing.
    const raw = await fetch(`${strapi.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.23' },
      body: JSON.stringify({ identifier: 'jina-adresa@example.cz', password: 'x' }),
    });
    expect(raw.status).toBe(429);

    // The sign-in page wired to the real Strapi adapter shows the Czech message and the code.
    const container = createMemoryContainer();
    container.rebind(TOKENS.VisitorAuth).toConstantValue(strapiAdapters(strapi.url).auth);
    const router = createMemoryRouter(createAppRoutes(container), { initialEntries: ['/prihlaseni'] });
    render(
      <ServicesProvider services={container}>
        <RouterProvider router={router} />
      </ServicesProvider>,
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: csAccount.signInTitle });
    await user.type(screen.getByLabelText(csAccount.identifier), 'dalsi-adresa@example.cz');
    await user.type(screen.getByLabelText(csAccount.password), 'Svatba2027');
    await user.click(screen.getByRole('button', { name: csAccount.signIn }));
    expect(await screen.findByText(csErrors.messages['auth/rate-limited'])).toBeInTheDocument();
    expect(screen.getByText('auth/rate-limited')).toBeInTheDocument();
  });
});

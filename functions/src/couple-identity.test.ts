// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { strapiCoupleVerifier } from './couple-identity';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl';
const account = { id: 7, documentId: 'u7', username: 'jana', email: ' Jana@Example.CZ ', confirmed: true, blocked: false };

function strapi(answer: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe("the couple's identity, verified with the accounts service (Strapi /users/me)", () => {
  it('asks Strapi with the session as the bearer and answers the confirmed e-mail, normalised', async () => {
    const { fetch, calls } = strapi(() => Response.json(account));
    await expect(strapiCoupleVerifier('http://cms.example/', { fetch })(JWT)).resolves.toEqual({ accountId: 'u7', email: 'jana@example.cz' });
    expect(calls).toEqual([{ url: 'http://cms.example/api/users/me', authorization: `Bearer ${JWT}` }]);
  });

  it.each([
    ['unconfirmed', { ...account, confirmed: false }],
    ['blocked', { ...account, blocked: true }],
    ['without an e-mail', { ...account, email: undefined }],
  ])('refuses an %s account as nobody (auth/not-signed-in)', async (_name, body) => {
    const { fetch } = strapi(() => Response.json(body));
    await expect(strapiCoupleVerifier('http://cms.example', { fetch })(JWT)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });

  it.each([401, 403])('a session Strapi refuses (%i: expired, forged, alg:none) is nobody', async (status) => {
    const { fetch } = strapi(() => new Response('{}', { status }));
    await expect(strapiCoupleVerifier('http://cms.example', { fetch })(JWT)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });

  it.each([undefined, '', 'not-a-jwt', 42, `${JWT}.extra`, 'a.b.c'.repeat(2000)])('refuses %j without asking Strapi', async (session) => {
    const { fetch, calls } = strapi(() => Response.json(account));
    await expect(strapiCoupleVerifier('http://cms.example', { fetch })(session)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    expect(calls).toEqual([]);
  });

  it('an accounts service that fails or is unreachable is "try again", not "signed out"', async () => {
    const down = strapi(() => Promise.reject(new TypeError('fetch failed')));
    await expect(strapiCoupleVerifier('http://cms.example', { fetch: down.fetch })(JWT)).rejects.toMatchObject({ code: 'network/unavailable' });
    const broken = strapi(() => new Response('oops', { status: 500 }));
    await expect(strapiCoupleVerifier('http://cms.example', { fetch: broken.fetch })(JWT)).rejects.toMatchObject({ code: 'network/unavailable' });
    await expect(strapiCoupleVerifier(' ', { fetch: broken.fetch })(JWT)).rejects.toMatchObject({ code: 'network/unavailable' });
  });
});

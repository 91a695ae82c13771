import 'reflect-metadata';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { StrapiAuth } from '../../adapters/strapi/strapi-auth';
import { StrapiClient } from '../../adapters/strapi/strapi-client';
import { CookieSessionHint } from '../../adapters/strapi/strapi-session';

/** A fake Strapi at the HTTP boundary for StrapiAuth's unit tests (adapters/strapi/strapi-auth*.test.ts). */
export type Route = (config: InternalAxiosRequestConfig) => { status: number; data: unknown };
export interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  altcha: string | undefined;
  credentials: boolean;
  data: unknown;
  params: unknown;
}

export const HINT = 'signed_in';
export const unauthorized = (message: string) => ({ status: 401, data: { data: null, error: { status: 401, name: 'UnauthorizedError', message, details: {} } } });

/** A fake Strapi at the HTTP boundary: records every request, answers from a route table. */
export function fakeStrapi(routes: Record<string, Route>) {
  const requests: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    requests.push({
      method: config.method!,
      url: config.url!,
      auth: config.headers?.Authorization as string | undefined,
      altcha: config.headers?.['X-Altcha'] as string | undefined,
      credentials: config.withCredentials === true,
      data: config.data ? JSON.parse(config.data) : undefined,
      params: config.params,
    });
    const route = routes[key];
    const { status, data } = route ? route(config) : { status: 404, data: { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } };
    // Status 0 stands for no answer at all (Strapi unreachable).
    if (status === 0) throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
    const response = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  return { adapter, requests };
}

/** An access token as Strapi's session manager mints them: iat, exp (`lifetime` seconds later), the session's id. */
let minted = 0;
export function accessToken(lifetimeSeconds = 600): string {
  const iat = Math.floor(Date.now() / 1000);
  const payload = btoa(JSON.stringify({ userId: '7', sessionId: `s${(minted += 1)}`, type: 'access', iat, exp: iat + lifetimeSeconds })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

export const me = { id: 7, documentId: 'abcdefghijklmnopqrstuvwx', username: 'jana', email: 'jana@example.cz', confirmed: true };

export function setup(routes: Record<string, Route>, userQuery?: Record<string, unknown>) {
  const server = fakeStrapi(routes);
  const client = new StrapiClient({ baseUrl: 'https://cms.example', version: 'v5', axios: { adapter: server.adapter }, ...(userQuery ? { userQuery } : {}) });
  return { auth: new StrapiAuth(client, new CookieSessionHint(HINT)), client, server };
}

/** A Strapi that signs in, renews and knows the couple; `refresh` says what the refresh cookie gets. */
export function signedInStrapi(refresh: Route = () => ({ status: 200, data: { jwt: accessToken() } }), extra: Record<string, Route> = {}) {
  const token = accessToken();
  return {
    token,
    ...setup({
      'POST /auth/local': () => ({ status: 200, data: { jwt: token, user: me } }),
      'POST /auth/refresh': refresh,
      'GET /users/me': () => ({ status: 200, data: me }),
      ...extra,
    }),
  };
}

/** Clears the page's cookies (jsdom's document), so each test starts without a session hint. */
export const clearCookies = () => {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) {
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
};

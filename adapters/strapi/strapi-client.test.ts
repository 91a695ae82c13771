import 'reflect-metadata';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StrapiAuth } from './strapi-auth';
import { toAuthError } from './strapi-auth-errors';
import { serialiseQuery, StrapiClient } from './strapi-client';
import { apiPrefix, type StrapiVersion } from './strapi-config';
import { isStrapiErrorBody, substituteErrorBody } from './strapi-error-body';
import { CookieSessionHint } from './strapi-session';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A real HTTP server standing in for Strapi: records each request, answers what `answer` says for its path. */
let server: Server;
let origin: string;
const seen: Seen[] = [];
const answers = new Map<string, { status: number; body: string; type?: string }>();

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
      const answer = answers.get(request.url?.split('?')[0] ?? '') ?? { status: 200, body: '{"ok":true}' };
      response.writeHead(answer.status, { 'Content-Type': answer.type ?? 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  new CookieSessionHint('signed_in').clear();
  seen.length = 0;
  answers.clear();
});

function setup(version: StrapiVersion = 'v5', baseUrl = origin) {
  const client = new StrapiClient({ baseUrl, version, axios: { adapter: 'http' } });
  return { client, auth: new StrapiAuth(client, new CookieSessionHint('signed_in')) };
}

describe('Strapi client: queries and prefixes', () => {
  it('serialises queries with qs in bracket notation', () => {
    expect(decodeURIComponent(serialiseQuery({ filters: { slug: { $eq: 'jana-a-petr' } }, sort: ['date:desc', 'slug:asc'], populate: { cover: true } }))).toBe(
      'filters[slug][$eq]=jana-a-petr&sort[]=date:desc&sort[]=slug:asc&populate[cover]=true',
    );
  });

  it('prefixes /api for v4 and v5, nothing for v3', () => {
    expect([apiPrefix('v3'), apiPrefix('v4'), apiPrefix('v5')]).toEqual(['', '/api', '/api']);
  });
});

describe('Strapi client: the couple\'s session goes only where it is needed', () => {
  it('sends no Authorization header with content reads or the public account calls, even while a couple is signed in', async () => {
    const token = `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ iat: 1, exp: 4_000_000_000 }))}.podpis`;
    answers.set('/api/auth/local', { status: 200, body: JSON.stringify({ jwt: token, user: { id: 1, email: 'jana@example.cz', confirmed: true } }) });
    answers.set('/api/users/me', { status: 200, body: JSON.stringify({ id: 1, email: 'jana@example.cz', confirmed: true }) });
    const { client, auth } = setup();
    await auth.signIn({ identifier: 'jana@example.cz', password: 'Svatba2027' });
    await client.request({ method: 'GET', url: '/faq-items' });
    await auth.requestPasswordReset('jana@example.cz', 'vyreseno');
    await auth.sendEmailConfirmation('jana@example.cz', 'vyreseno-2');
    expect(seen.map((r) => [r.url.split('?')[0], r.headers.authorization])).toEqual([
      ['/api/auth/local', undefined],
      ['/api/users/me', `Bearer ${token}`],
      ['/api/faq-items', undefined],
      ['/api/auth/forgot-password', undefined],
      ['/api/auth/send-email-confirmation', undefined],
    ]);
  });
});

describe('Strapi client: failures', () => {
  it('rethrows the error body Strapi answered unchanged, and hands the same body to error listeners', async () => {
    const body = {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password', details: { hint: ['zachováno'] } },
    };
    answers.set('/api/auth/local', { status: 400, body: JSON.stringify(body) });
    const { client } = setup();
    const heard: unknown[] = [];
    client.onError((b) => heard.push(b));
    const thrown = await client.request({ method: 'POST', url: '/auth/local', data: {} }).catch((e: unknown) => e);
    expect(thrown).toStrictEqual(body);
    expect(thrown).not.toBeInstanceOf(Error);
    expect(heard).toEqual([thrown]);
    expect(heard[0]).toBe(thrown);
    expect(seen).toHaveLength(1);
  });

  it('rethrows a Strapi 3 body unchanged as well', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: [{ messages: [{ id: 'Auth.form.error.invalid', message: 'Identifier or password invalid.' }] }] };
    answers.set('/auth/local', { status: 400, body: JSON.stringify(body) });
    const thrown = await setup('v3').client.request({ method: 'POST', url: '/auth/local', data: {} }).catch((e: unknown) => e);
    expect(thrown).toStrictEqual(body);
  });

  it('describes an answer that is not a Strapi error body in Strapi shape, with the real status', async () => {
    answers.set('/api/faq-items', { status: 502, body: '<html>Bad gateway</html>', type: 'text/html' });
    const thrown = await setup().client.request({ method: 'GET', url: '/faq-items' }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ data: null, error: { status: 502, name: 'UnknownError' } });
    expect(isStrapiErrorBody(thrown)).toBe(true);
  });

  it('reports a network failure as status 0, once, without retrying; the account port maps it to network/unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { client } = setup('v5', deadOrigin);
    const heard: unknown[] = [];
    client.onError((b) => heard.push(b));
    const thrown = await client.request({ method: 'GET', url: '/faq-items' }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ data: null, error: { status: 0, name: 'NetworkError' } });
    expect(heard).toHaveLength(1);
    expect(toAuthError(thrown)).toMatchObject({ code: 'network/unavailable', details: { status: 0, body: thrown } });
  });

  it('builds substitute bodies in the configured version’s shape', () => {
    expect(substituteErrorBody('v4', 0, 'Network Error')).toEqual({
      data: null,
      error: { status: 0, name: 'NetworkError', message: 'Network Error', details: {} },
    });
    expect(substituteErrorBody('v3', 502, 'Bad gateway')).toEqual({ statusCode: 502, error: 'UnknownError', message: 'Bad gateway' });
    expect([substituteErrorBody('v5', 0, 'x'), substituteErrorBody('v3', 0, 'x')].every(isStrapiErrorBody)).toBe(true);
    expect([{}, { error: 'x' }, { error: { message: 'x' } }, null, 'Bad Request'].some(isStrapiErrorBody)).toBe(false);
  });
});

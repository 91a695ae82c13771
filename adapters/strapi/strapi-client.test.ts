import 'reflect-metadata';
import type { AxiosAdapter } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackErrorBody, serialiseQuery, StrapiClient } from './strapi-client';
import { apiPrefix } from './strapi-config';

afterEach(() => Cookies.remove('jwt', { path: '/' }));

describe('Strapi client', () => {
  it('serialises queries with qs in bracket notation', () => {
    expect(decodeURIComponent(serialiseQuery({ filters: { slug: { $eq: 'jana-a-petr' } }, sort: ['date:desc', 'slug:asc'], populate: { cover: true } }))).toBe(
      'filters[slug][$eq]=jana-a-petr&sort[]=date:desc&sort[]=slug:asc&populate[cover]=true',
    );
  });

  it('prefixes /api for v4 and v5, nothing for v3', () => {
    expect([apiPrefix('v3'), apiPrefix('v4'), apiPrefix('v5')]).toEqual(['', '/api', '/api']);
  });

  it('builds the version-specific fallback body when a failure has none', () => {
    expect(fallbackErrorBody('v4', 'Network Error')).toEqual({ error: { status: 500, name: 'UnknownError', message: 'Network Error' } });
    expect(fallbackErrorBody('v3', 'Network Error')).toEqual({ error: 'UnknownError', statusCode: 500, message: 'Network Error' });
  });

  it('sends the bearer token only when the cookie exists, does not retry, and reports network failures', async () => {
    let calls = 0;
    let seenAuth: unknown;
    const adapter: AxiosAdapter = async (config) => {
      calls += 1;
      seenAuth = config.headers?.Authorization;
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
    };
    const client = new StrapiClient({ baseUrl: 'http://cms.test', version: 'v3', axios: { adapter } });
    const hook = vi.fn();
    client.onError(hook);
    Cookies.set('jwt', 'tok', { path: '/' });
    const error = await client.request({ method: 'GET', url: '/faq-items' }).catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(seenAuth).toBe('Bearer tok');
    expect(error).toMatchObject({ code: 'network/unavailable', body: { error: 'UnknownError', statusCode: 500, message: 'Network Error' } });
    expect(hook).toHaveBeenCalledWith({ error: 'UnknownError', statusCode: 500, message: 'Network Error' }, 500);
  });
});

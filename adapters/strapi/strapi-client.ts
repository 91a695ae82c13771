import axios, { isAxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { inject, injectable } from 'inversify';
import qs from 'qs';
import { DomainError, type ErrorCode } from '../../domain/errors';
import { apiPrefix, STRAPI_TOKENS, type StrapiConfig, type StrapiVersion } from './strapi-config';

/** Strapi's error body as received (v4/v5 `{ error: {...} }`, v3 `{ error, statusCode, message }`). */
export type StrapiErrorBody = Record<string, unknown>;

/** A failed Strapi call: `body` is the server's response body exactly as received (or the fallback shape). */
export class StrapiRequestError extends DomainError {
  readonly status: number;
  readonly body: StrapiErrorBody;

  constructor(code: ErrorCode, status: number, body: StrapiErrorBody) {
    super(code, strapiErrorMessage(body), { status, body });
    this.name = 'StrapiRequestError';
    this.status = status;
    this.body = body;
  }
}

export function strapiErrorMessage(body: StrapiErrorBody): string {
  const error = body.error;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return typeof body.message === 'string' ? body.message : 'Unknown error';
}

/** The body used when a failure has none (network error, timeout): the shape of the configured Strapi version. */
export function fallbackErrorBody(version: StrapiVersion, message: string): StrapiErrorBody {
  return version === 'v3'
    ? { error: 'UnknownError', statusCode: 500, message }
    : { error: { status: 500, name: 'UnknownError', message } };
}

/** Query strings in qs bracket notation, as Strapi parses them (`filters[slug][$eq]=x`, `sort[]=order:asc`). */
export function serialiseQuery(params: Record<string, unknown>): string {
  return qs.stringify(params, { encodeValuesOnly: true, arrayFormat: 'brackets' });
}

export type ErrorListener = (body: StrapiErrorBody, status: number) => void;

/**
 * HTTP access to Strapi: base URL + version prefix, bearer token from the session cookie when present, no retries.
 * Every failure is rethrown with the response body as is and also emitted to error listeners (the UI shows a
 * Czech message for them).
 */
@injectable()
export class StrapiClient {
  private readonly http: AxiosInstance;
  private readonly listeners = new Set<ErrorListener>();
  readonly tokenCookie: string;

  constructor(@inject(STRAPI_TOKENS.Config) readonly config: StrapiConfig) {
    this.tokenCookie = config.tokenCookie ?? 'jwt';
    this.http = axios.create({
      baseURL: `${config.baseUrl}${apiPrefix(config.version)}`,
      paramsSerializer: { serialize: serialiseQuery },
      timeout: config.axios?.timeout ?? 15_000,
      ...(config.axios?.adapter ? { adapter: config.axios.adapter } : {}),
    });
  }

  onError(listener: ErrorListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  token(): string | undefined {
    return Cookies.get(this.tokenCookie);
  }

  async request<T>(config: AxiosRequestConfig & { authenticated?: boolean }): Promise<T> {
    const { authenticated = true, ...request } = config;
    const token = authenticated ? this.token() : undefined;
    try {
      const response = await this.http.request<T>({
        ...request,
        headers: { ...request.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      return response.data;
    } catch (error) {
      const status = isAxiosError(error) ? (error.response?.status ?? 0) : 0;
      const received = isAxiosError(error) ? error.response?.data : undefined;
      const body =
        typeof received === 'object' && received !== null
          ? (received as StrapiErrorBody)
          : fallbackErrorBody(this.config.version, error instanceof Error ? error.message : 'Unknown error');
      for (const listener of [...this.listeners]) listener(body, status || 500);
      throw new StrapiRequestError(status === 0 ? 'network/unavailable' : 'unknown', status || 500, body);
    }
  }
}

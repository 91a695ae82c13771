import axios, { isAxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { inject, injectable } from 'inversify';
import qs from 'qs';
import { apiPrefix, STRAPI_TOKENS, type StrapiConfig } from './strapi-config';
import { isStrapiErrorBody, substituteErrorBody, type StrapiErrorBody } from './strapi-error-body';

/** Query strings in qs bracket notation, as Strapi parses them (`filters[slug][$eq]=x`, `sort[]=order:asc`). */
export function serialiseQuery(params: Record<string, unknown>): string {
  return qs.stringify(params, { encodeValuesOnly: true, arrayFormat: 'brackets' });
}

export type ErrorListener = (body: StrapiErrorBody) => void;

/**
 * HTTP access to Strapi: base URL + version prefix, no retries. Requests are anonymous: the couple's session goes only
 * with the account calls that need it (StrapiAuth adds it), never with content reads. A failure is rethrown as the error body Strapi answered, unchanged (its status is in the
 * body), and also emitted to error listeners; what a body means for a port is decided by that port's adapter.
 */
@injectable()
export class StrapiClient {
  private readonly http: AxiosInstance;
  private readonly listeners = new Set<ErrorListener>();

  constructor(@inject(STRAPI_TOKENS.Config) readonly config: StrapiConfig) {
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

  /** Resolves the response data; rejects with a `StrapiErrorBody` (anything but an HTTP failure is rethrown as is). */
  async request<T>(request: AxiosRequestConfig): Promise<T> {
    try {
      const response = await this.http.request<T>(request);
      return response.data;
    } catch (error) {
      if (!isAxiosError(error)) throw error;
      const received: unknown = error.response?.data;
      const body = isStrapiErrorBody(received)
        ? received
        : substituteErrorBody(this.config.version, error.response?.status ?? 0, error.message);
      for (const listener of [...this.listeners]) listener(body);
      // Callers get Strapi's own body, not a wrapper (the spec); each port's adapter turns it into a DomainError.
      throw body;
    }
  }
}

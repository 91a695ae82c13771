import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import type { SessionHint } from '../../adapters/strapi/strapi-session';

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * One browser's cookies for adapter tests in Node (axios' http transport keeps none): like a browser, it stores what
 * a credentialed request's answer sets (HttpOnly ones included — only scripts cannot read those, the browser sends
 * them), honours Path and deletion by a past expiry, and sends the matching cookies with credentialed requests.
 * `received` keeps every Set-Cookie line as it came, so tests can check the attributes.
 */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();
  readonly received: string[] = [];

  readonly adapter: AxiosAdapter = async (config) => {
    const http = axios.getAdapter('http');
    const path = new URL(axios.getUri(config)).pathname;
    const credentials = config.withCredentials === true;
    if (credentials) {
      const header = this.headerFor(path);
      if (header) config.headers.set('Cookie', header);
    }
    let response: AxiosResponse;
    try {
      response = await http(config);
    } catch (error) {
      const failed = (error as { response?: AxiosResponse }).response;
      if (credentials && failed) this.store(failed);
      throw error;
    }
    if (credentials) this.store(response);
    return response;
  };

  private headerFor(path: string): string {
    return [...this.cookies]
      .filter(([, cookie]) => path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private store(response: AxiosResponse): void {
    const lines = response.headers['set-cookie'];
    for (const line of Array.isArray(lines) ? lines : []) {
      this.received.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attribute('expires');
      const gone = value === '' || (expires !== undefined && Date.parse(expires) <= Date.now()) || attribute('max-age') === '0';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attribute('path') ?? '/' });
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  /** The newest Set-Cookie line for `name`, as Strapi sent it. */
  lastSet(name: string): string | undefined {
    return this.received.filter((line) => line.startsWith(`${name}=`)).at(-1);
  }
}

/** The site's "there is a session" hint, per test browser (the real one is a cookie of the page's document). */
export class MemorySessionHint implements SessionHint {
  private value = false;

  present(): boolean {
    return this.value;
  }

  set(): void {
    this.value = true;
  }

  clear(): void {
    this.value = false;
  }
}

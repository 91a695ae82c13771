import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import type { SessionHint } from '../../adapters/strapi/strapi-session';

interface StoredCookie {
  value: string;
  path: string;
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

const onPath = (path: string, cookiePath: string) =>
  path === cookiePath || path.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);

/**
 * Just enough of a browser for the Strapi adapters and a provider round trip, over Node's HTTP (axios' http transport
 * and fetch keep no cookies): whole-page navigations that follow redirects and keep each origin's cookies, and
 * cross-origin XHR that sends and stores the target origin's cookies only with `withCredentials`, as a browser does.
 * HttpOnly cookies are kept and sent like any other (only scripts cannot read them); Path is honoured (Strapi's refresh
 * cookie goes only to /api/auth), a cookie the server expires is dropped. SameSite is not modelled: every address here
 * is http://127.0.0.1, one site. `hint` is the page's own session hint, which a reload of the page keeps.
 */
export class TestBrowser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();
  readonly hint = new MemorySessionHint();

  /** The cookies the browser holds for `origin` (any path), by name. */
  cookies(origin: string): Record<string, string> {
    return Object.fromEntries([...(this.jar.get(new URL(origin).origin) ?? [])].map(([name, cookie]) => [name, cookie.value]));
  }

  /** The Cookie header the browser sends to `address` (its origin and path); '' when it holds none for it. */
  cookieHeader(address: string): string {
    const url = new URL(address);
    return [...(this.jar.get(url.origin) ?? [])]
      .filter(([, cookie]) => onPath(url.pathname, cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private store(origin: string, setCookies: string[]): void {
    const cookies = this.jar.get(origin) ?? new Map<string, StoredCookie>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attribute('expires');
      const maxAge = attribute('max-age');
      const expired = value === '' || (expires !== undefined && Date.parse(expires) <= Date.now()) || (maxAge !== undefined && Number(maxAge) <= 0);
      if (expired) cookies.delete(name);
      else cookies.set(name, { value, path: attribute('path') ?? '/' });
    }
    this.jar.set(origin, cookies);
  }

  /**
   * Opens `address` and follows redirects. Before each hop `route` sees the address: it answers the address to
   * request instead (a provider's host → its stand-in), or null to stop there (a page of the site, not served in these
   * tests). Resolves the address it stopped at, or the last one when it was answered without a redirect.
   */
  async navigate(address: string, route: (url: URL) => string | null = (url) => url.toString()): Promise<{ url: URL; status: number }> {
    let url = new URL(address);
    for (let hop = 0; hop < 10; hop += 1) {
      const target = route(url);
      if (target === null) return { url, status: 0 };
      const at = new URL(target);
      const cookie = this.cookieHeader(at.toString());
      const response = await fetch(at, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
      this.store(at.origin, response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: at, status: response.status };
      url = new URL(location, at);
    }
    throw new Error(`More than 10 redirects from ${address}`);
  }

  /** axios as this browser's XHR: Node's HTTP underneath, cookies of the target origin only with `withCredentials`. */
  readonly axiosAdapter: AxiosAdapter = async (config) => {
    const http = axios.getAdapter('http');
    const address = axios.getUri(config);
    const origin = new URL(address).origin;
    if (config.withCredentials) {
      const cookie = this.cookieHeader(address);
      if (cookie) config.headers.set('Cookie', cookie);
    }
    const keep = (response: AxiosResponse | undefined) => {
      const setCookies = response?.headers['set-cookie'];
      if (config.withCredentials && Array.isArray(setCookies)) this.store(origin, setCookies);
    };
    try {
      const response = await http(config);
      keep(response);
      return response;
    } catch (error) {
      keep(axios.isAxiosError(error) ? error.response : undefined);
      throw error;
    }
  };
}

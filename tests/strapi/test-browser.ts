import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';

/**
 * Just enough of a browser for a provider round trip, over Node's HTTP: whole-page navigations that follow redirects
 * and keep each origin's cookies (name=value; one the server expires is dropped), and cross-origin XHR that sends and
 * stores the target origin's cookies only with `withCredentials`, as a browser does. Ports, paths and SameSite are not
 * modelled: every address here is http://127.0.0.1, one site.
 */
export class TestBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  /** The cookies the browser holds for `origin`, by name. */
  cookies(origin: string): Record<string, string> {
    return Object.fromEntries(this.jar.get(new URL(origin).origin) ?? []);
  }

  /** The Cookie header the browser sends to `origin`; '' when it holds none. */
  cookieHeader(origin: string): string {
    return Object.entries(this.cookies(origin))
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  private store(origin: string, setCookies: string[]): void {
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expires = attributes.find((a) => /^expires=/i.test(a))?.slice('expires='.length);
      const maxAge = attributes.find((a) => /^max-age=/i.test(a))?.slice('max-age='.length);
      const expired = value === '' || (expires !== undefined && Date.parse(expires) <= Date.now()) || (maxAge !== undefined && Number(maxAge) <= 0);
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
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
      const cookie = this.cookieHeader(at.origin);
      const response = await fetch(at, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
      this.store(at.origin, response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: at, status: response.status };
      url = new URL(location, at);
    }
    throw new Error(`More than 10 redirects from ${address}`);
  }

  /** axios as this browser's XHR: Node's HTTP underneath, cookies of the target origin only with `withCredentials`. */
  axiosAdapter(): AxiosAdapter {
    const http = axios.getAdapter('http');
    return async (config) => {
      const origin = new URL(axios.getUri(config)).origin;
      if (config.withCredentials) {
        const cookie = this.cookieHeader(origin);
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
}

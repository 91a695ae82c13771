/**
 * Strapi's session routes over plain HTTP, as a browser's requests carry them: the refresh cookie (with koa's
 * signature cookie) is what Set-Cookie gave, sent back by hand. For the tests that look at the protocol itself.
 */
export interface HttpAnswer {
  status: number;
  body: Record<string, unknown> | null;
  /** The Set-Cookie lines as Strapi sent them. */
  setCookie: string[];
  /** A Cookie header for the cookies it set (empty when it set none). */
  cookie: string;
}

async function answer(response: Response): Promise<HttpAnswer> {
  const setCookie = response.headers.getSetCookie();
  const cookie = setCookie.map((line) => line.split(';')[0]!).filter((pair) => !pair.endsWith('=')).join('; ');
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null, setCookie, cookie };
}

export function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return fetch(`${url}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }).then(answer);
}

export const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export async function signInOverHttp(url: string, email: string, password: string): Promise<HttpAnswer & { jwt: string }> {
  const signedIn = await post(url, '/auth/local', { identifier: email, password });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return { ...signedIn, jwt: signedIn.body!.jwt as string };
}

export const refreshOverHttp = (url: string, cookie: string) => post(url, '/auth/refresh', {}, cookie ? { Cookie: cookie } : {});

/** GET /api/users/me with the token: the question the functions' identity gate asks. */
export async function meStatus(url: string, jwt: string): Promise<number> {
  return (await fetch(`${url}/api/users/me`, { headers: bearer(jwt) })).status;
}

/** The attributes of a Set-Cookie line, lower-cased names (`httponly`, `samesite`, `path`…). */
export function cookieAttributes(line: string): Record<string, string> {
  return Object.fromEntries(
    line
      .split(';')
      .slice(1)
      .map((part) => part.trim().split('='))
      .map(([key = '', value = '']) => [key.toLowerCase(), value.toLowerCase()]),
  );
}

import 'reflect-metadata';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { ErrorCode } from '../../domain/errors';
import type { BackendErrorNotice, BackendErrorsPort } from '../../ports/backend-errors-port';
import { backendErrorsContract } from '../../tests/contracts/backend-errors.contract';
import { strapiAdapters } from '../../tests/support/strapi-harness';

const url = inject('strapiUrl');
let n = 0;
const uniqueEmail = () => `chyby-${Date.now().toString(36)}-${(n += 1)}@example.cz`;

/** Ways a real backend call fails; each helper makes one call on the backend the port watches. */
type Failure = 'refused' | 'stale-session' | 'forbidden' | 'not-found' | 'unreachable';

/** What the caller of the failed call got: the rejection, or the value a port returns for "missing". */
type Outcome = { rejected: unknown } | { resolved: unknown };

interface BackendErrorsHarness {
  port: BackendErrorsPort;
  fail(failure: Failure): Promise<Outcome>;
  succeed(): Promise<void>;
}

/**
 * A TCP relay in front of Strapi that can be switched off: the adapter keeps its one client and base URL, and the
 * server behind it really goes away (connection refused), as when Strapi is down.
 */
async function relayTo(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const relay = createServer((incoming) => {
    const outgoing = connect(Number(port), hostname);
    for (const s of [incoming, outgoing]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
  let closed: Promise<void> | undefined;
  const stop = () =>
    (closed ??= new Promise<void>((resolve) => {
      relay.close(() => resolve());
      sockets.forEach((s) => s.destroy());
    }));
  relays.add(stop);
  return { origin, stop };
}

const relays = new Set<() => Promise<void>>();
afterEach(async () => {
  await Promise.all([...relays].map((stop) => stop()));
  relays.clear();
});

/** The Strapi adapter of BackendErrorsPort, watching the same client the content and account adapters use. */
async function setup(): Promise<BackendErrorsHarness> {
  const relay = await relayTo(url);
  const { errors, auth, content, client } = strapiAdapters(relay.origin);
  const settle = (call: Promise<unknown>): Promise<Outcome> =>
    call.then(
      (resolved) => ({ resolved }),
      (rejected: unknown) => ({ rejected }),
    );
  return {
    port: errors,
    async fail(failure) {
      switch (failure) {
        case 'refused':
          return settle(auth.signIn({ identifier: uniqueEmail(), password: 'Spatne-heslo-1' }));
        case 'stale-session':
          // Content reads carry no session any more; an account call with one Strapi no longer accepts does.
          return settle(client.request({ method: 'GET', url: '/users/me', headers: { Authorization: 'Bearer token-z-davne-minulosti' } }));
        case 'forbidden':
          // The users list is closed to visitors; no port method asks for it, so the client asks directly.
          return settle(client.request({ method: 'GET', url: '/users' }));
        case 'not-found':
          return settle(content.getWeddingById('neexistujici-svatba'));
        case 'unreachable':
          await relay.stop();
          return settle(auth.signIn({ identifier: uniqueEmail(), password: 'Svatba2027a' }));
      }
    },
    async succeed() {
      await content.listFaq();
    },
  };
}

const expected: Array<[Failure, BackendErrorNotice, { rejectsWith: ErrorCode } | { resolvesTo: unknown } | { rejects: true }]> = [
  ['refused', { code: 'auth/invalid-credentials', status: 400 }, { rejectsWith: 'auth/invalid-credentials' }],
  ['stale-session', { code: 'auth/not-signed-in', status: 401 }, { rejects: true }],
  ['forbidden', { code: 'auth/forbidden', status: 403 }, { rejects: true }],
  ['not-found', { code: 'content/not-found', status: 404 }, { resolvesTo: null }],
  ['unreachable', { code: 'network/unavailable', status: 0 }, { rejectsWith: 'network/unavailable' }],
];

backendErrorsContract('Strapi 5 (real server)', async () => {
  const { port, fail, succeed } = await setup();
  const kinds = { missing: 'not-found', forbidden: 'forbidden', offline: 'unreachable' } as const;
  return {
    errors: port,
    failCall: async (failure) => void (await fail(kinds[failure])),
    succeedCall: succeed,
  };
});

describe('BackendErrorsPort on Strapi: every kind of failed call, and what its caller still gets', () => {
  it.each(expected)('reports a %s call once, with its typed code and status; the caller still gets its own answer', async (failure, notice, caller) => {
    const { port, fail } = await setup();
    const heard: BackendErrorNotice[] = [];
    port.subscribe((n) => heard.push(n));
    const outcome = await fail(failure);
    expect(heard).toEqual([notice]);
    if ('rejectsWith' in caller) expect(outcome).toMatchObject({ rejected: { code: caller.rejectsWith } });
    else if ('resolvesTo' in caller) expect(outcome).toEqual({ resolved: caller.resolvesTo });
    else expect(outcome).toHaveProperty('rejected');
  });
});

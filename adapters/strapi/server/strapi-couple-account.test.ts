import { describe, expect, it } from 'vitest';
import { strapiCoupleAccount } from './strapi-couple-account';

/** A Strapi that answers every call after `afterMs`, unless the caller gave up first. */
function slowStrapi(afterMs: number): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(JSON.stringify({ id: 1 }), { status: 200 })), afterMs);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(init.signal?.reason);
      });
    });
}

describe('strapiCoupleAccount deadlines', () => {
  it("waits for a deletion longer than for a read: Strapi answers only after its erasure hook's cold start", async () => {
    // Timers of different lengths fire in order however slow the machine is, so this does not depend on its speed.
    const account = strapiCoupleAccount('http://cms.example', 'session', { fetch: slowStrapi(100), timeoutMs: 20, removeTimeoutMs: 2_000 });
    await expect(account.fields()).rejects.toMatchObject({ code: 'network/unavailable' });
    await expect(account.remove()).resolves.toBeUndefined();
  });

  it('still gives up on a deletion that never answers', async () => {
    const account = strapiCoupleAccount('http://cms.example', 'session', { fetch: slowStrapi(2_000), removeTimeoutMs: 20 });
    await expect(account.remove()).rejects.toMatchObject({ code: 'network/unavailable' });
  });
});

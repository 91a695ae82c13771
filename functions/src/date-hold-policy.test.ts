// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { siteHoldPolicy } from './date-hold-policy';
import { strapiSiteSettings } from '../../adapters/strapi/server/strapi-site-settings-reader';

/** A Strapi answering the site settings with `fields`, or failing while `down` says so. */
function cms(fields: Record<string, unknown>) {
  const state = { down: false, fields };
  const fetch = vi.fn(async () => (state.down ? new Response('', { status: 503 }) : Response.json({ data: { id: 1, ...state.fields } })));
  return { state, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe("the functions' date-hold policy (CMS site settings)", () => {
  it('reads the policy and its days from the site settings', async () => {
    const { fetch } = cms({ siteName: 'x', dateHoldPolicy: 'hold', dateHoldDays: 5 });
    const policy = siteHoldPolicy(strapiSiteSettings('http://cms.test', { fetch }));
    await expect(policy()).resolves.toEqual({ kind: 'hold', days: 5 });
  });

  it('is none when no CMS is configured or it is unreachable before anything was read', async () => {
    await expect(siteHoldPolicy(null)()).resolves.toEqual({ kind: 'none' });
    await expect(siteHoldPolicy(strapiSiteSettings(''))()).resolves.toEqual({ kind: 'none' });
    const { state, fetch } = cms({});
    state.down = true;
    await expect(siteHoldPolicy(strapiSiteSettings('http://cms.test', { fetch }))()).resolves.toEqual({ kind: 'none' });
  });

  it('keeps the last policy it read while the CMS is down', async () => {
    let now = 0;
    const { state, fetch } = cms({ dateHoldPolicy: 'hold-until-confirmed' });
    const policy = siteHoldPolicy(strapiSiteSettings('http://cms.test', { fetch, now: () => now, freshMs: 1000, retryAfterMs: 10 }));
    await expect(policy()).resolves.toEqual({ kind: 'hold-until-confirmed' });
    state.down = true;
    now += 5000;
    await expect(policy()).resolves.toEqual({ kind: 'hold-until-confirmed' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

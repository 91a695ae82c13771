import 'reflect-metadata';
import { describe, expect, inject, it } from 'vitest';
import { demoSiteSettings } from '../memory/demo-content/demo-site';
import { strapiAdapters } from '../../tests/support/strapi-harness';

const url = inject('strapiUrl');
const SITE_SETTING = '/content-manager/single-types/api::site-setting.site-setting';

/** Strapi limits the admin's sign-ins (429 after a few): this file signs in once. */
let signedIn: Promise<string> | undefined;
const adminToken = () => (signedIn ??= signIn());

async function signIn(): Promise<string> {
  const response = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.cz', password: 'Admin-Heslo-2027' }),
  });
  expect(response.status, 'the seeded admin signs in').toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Saves the draft of the site settings as the admin panel does (the published entry the site reads stays as it is). */
async function saveDraft(fields: Record<string, unknown>) {
  const response = await fetch(`${url}${SITE_SETTING}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  return { status: response.status, body: JSON.stringify(await response.json()) };
}

const SEEDED = { ico: '06814271', vatPayer: false, dic: null, vatRatePercent: null };

describe('the trader\'s identity in the CMS site settings (real Strapi, seeded)', () => {
  it('is read by the web app as the demo content has it', async () => {
    expect((await strapiAdapters(url).content.getSiteSettings()).trader).toEqual(demoSiteSettings.trader);
  });

  it('refuses on the server an IČO with a wrong check digit, a malformed DIČ, and a VAT payer without DIČ or rate', async () => {
    const ico = await saveDraft({ ico: '06814272' });
    expect(ico.status).toBe(400);
    expect(ico.body).toContain('IČO');
    const dic = await saveDraft({ dic: 'CZ123' });
    expect(dic.status).toBe(400);
    expect(dic.body).toContain('DIČ');
    // Turning the VAT payer on must bring the DIČ and the rate in the same save.
    const payer = await saveDraft({ vatPayer: true });
    expect(payer.status).toBe(400);
    expect(payer.body).toContain('Plátce DPH musí mít vyplněné DIČ');
    const rate = await saveDraft({ vatPayer: true, dic: 'CZ8551234567' });
    expect(rate.status).toBe(400);
    expect(rate.body).toContain('sazbu DPH');
  });

  it('keeps a complete VAT payer, and a VAT payer saved without the DIČ is refused', async () => {
    try {
      expect((await saveDraft({ vatPayer: true, dic: 'CZ8551234567', vatRatePercent: 21 })).status).toBe(200);
      expect((await saveDraft({ tagline: 'Svatby plné světla' })).status).toBe(200);
      expect((await saveDraft({ vatPayer: true, dic: '', vatRatePercent: 21 })).status, 'a VAT payer cannot drop the DIČ').toBe(400);
    } finally {
      expect((await saveDraft({ ...SEEDED, tagline: demoSiteSettings.tagline })).status).toBe(200);
    }
  });
});

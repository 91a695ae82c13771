import 'reflect-metadata';
import { describe, expect, inject, it } from 'vitest';
import { demoSiteSettings } from '../memory/demo-content/demo-site';
import { strapiAdapters } from '../../tests/support/strapi-harness';

const url = inject('strapiUrl');
const SITE_SETTING = '/content-manager/single-types/api::site-setting.site-setting';

async function adminToken(): Promise<string> {
  const response = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.cz', password: 'Admin-Heslo-2027' }),
  });
  expect(response.status, 'the seeded admin signs in').toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const publicSettings = async () => ((await (await fetch(`${url}/api/site-setting`)).json()) as { data: Record<string, unknown> }).data;

describe('the deposit settings in the CMS (real Strapi, seeded)', () => {
  it('are publicly readable, and the web app reads them as the demo content has them', async () => {
    expect(await publicSettings()).toMatchObject({
      bankIban: 'CZ65 0800 0000 1920 0014 5399',
      depositKind: 'percent',
      depositPercent: 30,
      depositDueDays: 14,
    });
    expect((await strapiAdapters(url).content.getSiteSettings()).deposit).toEqual(demoSiteSettings.deposit);
  });

  it('refuse an IBAN with wrong check digits on the server, and keep the stored one', async () => {
    const token = await adminToken();
    const save = (bankIban: string) =>
      fetch(`${url}${SITE_SETTING}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ bankIban }),
      });
    const refused = await save('CZ66 0800 0000 1920 0014 5399');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('IBAN');
    expect((await publicSettings()).bankIban).toBe('CZ65 0800 0000 1920 0014 5399');
  });

  it('refuse a percentage over 100 (the schema’s range)', async () => {
    const token = await adminToken();
    const response = await fetch(`${url}${SITE_SETTING}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ depositPercent: 130 }),
    });
    expect(response.status).toBe(400);
  });
});

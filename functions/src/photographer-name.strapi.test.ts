import { afterAll, describe, expect, inject, it } from 'vitest';
import { mailContext } from '../../application/mail/mail-context';
import { requestReceivedMail } from '../../domain/mail/templates/request-received';
import { photographerNameFrom } from './photographer-name';
import { strapiSiteSettings } from '../../adapters/strapi/server/strapi-site-settings-reader';
import { aBooking } from '../../tests/support/booking-mother';

const url = inject('strapiUrl');
const SITE_SETTING = '/content-manager/single-types/api::site-setting.site-setting';

async function publishPhotographerName(photographerName: string): Promise<void> {
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.cz', password: 'Admin-Heslo-2027' }),
  });
  expect(login.status, 'the seeded admin signs in').toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  expect((await fetch(`${url}${SITE_SETTING}`, { method: 'PUT', headers, body: JSON.stringify({ photographerName }) })).status).toBe(200);
  expect((await fetch(`${url}${SITE_SETTING}/actions/publish`, { method: 'POST', headers, body: JSON.stringify({ photographerName }) })).status).toBe(200);
}

describe("the booking mails signed with the CMS's photographer name (the functions' reader, real Strapi)", () => {
  afterAll(async () => {
    // The other suites read the seeded settings.
    await publishPhotographerName('Tereza Nováková');
  });

  it('renders the couple\'s receipt with the name the photographer published, not a name written into the templates', async () => {
    await publishPhotographerName('Marie Svobodová');
    const settings = {
      siteUrl: 'https://www.example.cz',
      photographerEmail: 'marie@example.cz',
      prices: { getPriceList: async () => ({ packages: [], extras: [] }) },
      // A fresh reader: the functions' one caches for minutes.
      photographer: photographerNameFrom(strapiSiteSettings(url)),
    };
    const mail = requestReceivedMail(aBooking({ reservationCode: 'H3WD-9RTA' }), await mailContext(settings, new Date('2027-05-01T08:00:00Z')));
    expect(mail.text).toContain('S pozdravem\nMarie Svobodová');
    expect(mail.html).toContain('Marie Svobodová · svatební fotografka');
    expect(`${mail.text}${mail.html}`).not.toContain('Tereza');
  });
});

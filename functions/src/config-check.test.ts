// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configProblemsMessage, functionsConfigProblems } from './config-check';

const READY = {
  PHOTOGRAPHER_EMAIL: 'tereza@novakova-foto.cz',
  STRAPI_URL: 'https://cms.novakova-foto.cz',
  SITE_URL: 'https://www.novakova-foto.cz',
  MAIL_FROM: 'web@novakova-foto.cz',
};

describe("the functions' configuration check (cold start and npm run preflight)", () => {
  it("refuses a missing MAIL_FROM and one off the site's domain: the mails would bounce or land in spam", () => {
    const missing = functionsConfigProblems({ ...READY, MAIL_FROM: '' });
    expect(missing.map((problem) => problem.variable)).toEqual(['MAIL_FROM']);
    const foreign = functionsConfigProblems({ ...READY, MAIL_FROM: 'Tereza <svatby.novakova@gmail.com>' });
    expect(foreign).toEqual([expect.objectContaining({ variable: 'MAIL_FROM', en: expect.stringMatching(/svatby\.novakova@gmail\.com is not an address of the site's domain novakova-foto\.cz/) })]);
    expect(functionsConfigProblems({ ...READY, MAIL_FROM: 'web@mail.novakova-foto.cz' })).toEqual([]);
  });

  it('accepts the params without a usable default; every other one may keep its default', () => {
    expect(functionsConfigProblems(READY)).toEqual([]);
    expect(configProblemsMessage([])).toBeNull();
  });

  it('names a missing STRAPI_URL and what breaks without it, in Czech and English', () => {
    const problems = functionsConfigProblems({ ...READY, STRAPI_URL: '' });
    expect(problems.map((problem) => problem.variable)).toEqual(['STRAPI_URL']);
    expect(configProblemsMessage(problems)).toMatch(/STRAPI_URL: chybí adresa CMS: portál snoubenců .* \/ missing: the CMS address/);
  });

  it('names every wrong value: an e-mail, addresses and whole numbers out of range', () => {
    const problems = functionsConfigProblems({
      PHOTOGRAPHER_EMAIL: 'tereza',
      MAIL_FROM: 'web@novakova-foto.cz',
      STRAPI_URL: 'cms.novakova-foto.cz',
      SITE_URL: 'www.novakova-foto.cz',
      BOOKING_MIN_DAYS_AHEAD: 'čtrnáct',
      WEDDING_REMINDER_DAYS_BEFORE: '500',
    });
    expect(problems.map((problem) => problem.variable)).toEqual(['PHOTOGRAPHER_EMAIL', 'STRAPI_URL', 'MAIL_FROM', 'SITE_URL', 'BOOKING_MIN_DAYS_AHEAD', 'WEDDING_REMINDER_DAYS_BEFORE']);
  });
});

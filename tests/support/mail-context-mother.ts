import type { PriceCatalogue } from '../../domain/content/price-package';
import type { MailContext } from '../../domain/mail/templates/parts';

/** A small published price list: two packages and two extras. */
export const MAIL_PRICES: PriceCatalogue = {
  packages: [
    { slug: 'obrad', name: 'Obřad', priceCzk: 18000 },
    { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 },
  ],
  extras: [
    { slug: 'druhy-fotograf', name: 'Druhý fotograf', priceCzk: 9000 },
    { slug: 'fotokniha', name: 'Fotokniha 30 × 30 cm', priceCzk: 6900 },
  ],
};

/** Object mother for the templates' context: the production site, the photographer, the price list, a fixed clock. */
export function aMailContext(overrides: Partial<MailContext> = {}): MailContext {
  return {
    siteUrl: 'https://www.terezanovakova-foto.cz',
    photographerEmail: 'fotograf@example.cz',
    prices: MAIL_PRICES,
    now: new Date('2027-05-01T08:00:00.000Z'),
    photographerName: 'Tereza Nováková',
    ...overrides,
  };
}

/** What a couple may type that must stay text: markup, ampersands and quotes in their names, venue and message. */
export const TYPED = {
  names: '<script>alert("x")</script> & Petr',
  venue: 'Zámek <b>Liblice</b>',
  town: 'Liblice & okolí',
  message: '<img src=x onerror=alert(1)>\nDruhý řádek & "uvozovky"',
} as const;

import type { SiteSettings } from '../../../domain/content/site-settings';
import { csContent } from '../../texts/cs-content';

/** schema.org LocalBusiness for the photographer, from the editable site settings. */
export function localBusinessJsonLd(settings: SiteSettings, siteUrl: string, imageUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'ProfessionalService'],
    '@id': `${siteUrl}/#business`,
    name: settings.siteName,
    description: settings.tagline,
    url: `${siteUrl}/`,
    image: imageUrl,
    email: settings.email,
    telephone: settings.phone.replace(/\s/g, ''),
    taxID: settings.ico,
    founder: { '@type': 'Person', name: settings.photographerName, jobTitle: csContent.seo.photographerJobTitle },
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      postalCode: settings.address.postalCode,
      addressCountry: settings.address.country,
    },
    areaServed: settings.areaServed,
    sameAs: settings.social.map((s) => s.url),
    priceRange: '$$',
  };
}

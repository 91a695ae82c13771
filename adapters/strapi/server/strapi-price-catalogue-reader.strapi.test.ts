import 'reflect-metadata';
import { inject } from 'vitest';
import { strapiPriceCatalogue } from './strapi-price-catalogue-reader';
import { priceCatalogueContract } from '../../../tests/contracts/price-catalogue.contract';
import { strapiAdapters } from '../../../tests/support/strapi-harness';

const url = inject('strapiUrl');

// The Cloud Functions' reader against the real CMS: the same names and prices as the site's price list (read by the
// web app's Strapi adapter); a closed port stands for an unreachable CMS.
priceCatalogueContract('functions reading Strapi 5 (real server, seeded)', async () => ({
  catalogue: strapiPriceCatalogue(url),
  published: await strapiAdapters(url).content.getPriceList(),
  unreachable: strapiPriceCatalogue('http://127.0.0.1:9'),
}));

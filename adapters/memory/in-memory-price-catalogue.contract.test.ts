import 'reflect-metadata';
import { demoContent } from './demo-content/demo-content';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { priceCatalogueContract } from '../../tests/contracts/price-catalogue.contract';

// The fakes' mails read prices from the content fake itself: a ContentBackendPort is a PriceCataloguePort.
priceCatalogueContract('in-memory content backend', async () => {
  const unreachable = new InMemoryContentBackend(demoContent, {});
  unreachable.setOffline(true);
  return { catalogue: new InMemoryContentBackend(demoContent, {}), published: demoContent.priceList, unreachable };
});

import { inject, injectable } from 'inversify';
import { PublishedContentReader } from '../../application/content/published-content-reader';
import type { Page } from '../../domain/content/page';
import type { PublishedSite } from '../../domain/content/published-content';
import { sortWeddingsNewestFirst, type Wedding } from '../../domain/content/wedding';
import { DomainError } from '../../domain/errors';
import type { DemoContent } from './demo-content/demo-content';
import { copy, delay } from './in-memory-call';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

const byOrder = <T extends { order: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.order - b.order);

/** The demo content as the content port lists it: ordered as the port's contract says, weddings and pages as summaries. */
function publishedSiteOf(c: DemoContent): PublishedSite {
  return {
    ...c,
    services: byOrder(c.services),
    priceList: { ...c.priceList, packages: byOrder(c.priceList.packages) },
    faq: byOrder(c.faq),
    weddings: sortWeddingsNewestFirst(c.weddings).map(({ id, slug, title, date, venue, cover }) => ({ id, slug, title, date, venue, cover })),
    pages: c.pages.map(({ id, slug, title, updatedAt }) => ({ id, slug, title, updatedAt })).sort((a, b) => a.slug.localeCompare(b.slug)),
  };
}

@injectable()
export class InMemoryContentBackend extends PublishedContentReader {
  private offline = false;

  constructor(
    @inject(MEMORY_TOKENS.Content) private readonly content: DemoContent,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
  ) {
    super();
  }

  /** Test hook: make every call fail as an unreachable backend would. */
  setOffline(offline: boolean): void {
    this.offline = offline;
  }

  protected async fromSite<T>(pick: (site: PublishedSite) => T): Promise<T> {
    await delay(this.options.latencyMs);
    if (this.offline) throw new DomainError('content/unavailable', 'In-memory content backend is offline');
    return copy(pick(publishedSiteOf(this.content)));
  }

  // The lookups' one latency and offline check were the listing's (fromSite), just before.
  protected async readWedding(slug: string): Promise<Wedding | null> {
    return copy(this.content.weddings.find((w) => w.slug === slug) ?? null);
  }

  protected async readPage(slug: string): Promise<Page | null> {
    return copy(this.content.pages.find((p) => p.slug === slug) ?? null);
  }
}

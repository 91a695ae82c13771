import { injectable } from 'inversify';
import { PublishedContentReader } from '../../application/content/published-content-reader';
import type { Page } from '../../domain/content/page';
import type { PublishedSite } from '../../domain/content/published-content';
import type { Wedding } from '../../domain/content/wedding';
import { DomainError } from '../../domain/errors';
import { snapshotPaths, type SiteSnapshot } from './content-snapshot';

export interface FetchContentSnapshotOptions {
  /** The site's base URL (`import.meta.env.BASE_URL`); the snapshot is resolved against it. */
  baseUrl: string;
  fetch?: typeof fetch;
}

/**
 * The published content as the build wrote it (`content/…json` on the site's own origin), so visitors never wait
 * for the CMS and the public site keeps working while it is down. The site file is read once per page load;
 * a wedding or page file on first use. A missing item file means "not published" (null), as the port requires.
 */
@injectable()
export class FetchContentSnapshot extends PublishedContentReader {
  private readonly base: string;
  private readonly fetchFn: typeof fetch;
  private site: Promise<SiteSnapshot> | undefined;

  constructor(options: FetchContentSnapshotOptions) {
    super();
    this.base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    const injected = options.fetch;
    // Called as a plain function: window.fetch throws "Illegal invocation" when called as a method of another object.
    this.fetchFn = injected ? (input, init) => injected(input, init) : (input, init) => globalThis.fetch(input, init);
  }

  /** Resolves the parsed file, `null` for a 404; any other failure is `content/unavailable`. */
  private async read<T>(path: string): Promise<T | null> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.base}${path}`, { headers: { Accept: 'application/json' } });
    } catch (error) {
      throw new DomainError('content/unavailable', `Content snapshot ${path} could not be fetched`, { cause: String(error) });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new DomainError('content/unavailable', `Content snapshot ${path} answered ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch {
      // An SPA fallback answering HTML for a missing file is "not there", not "broken".
      return null;
    }
  }

  protected async fromSite<T>(pick: (site: PublishedSite) => T): Promise<T> {
    this.site ??= this.read<SiteSnapshot>(snapshotPaths.site).then((site) => {
      if (!site) throw new DomainError('content/unavailable', 'The content snapshot is missing');
      return site;
    });
    try {
      // A fresh copy every time: callers own what they get.
      return structuredClone(pick(await this.site));
    } catch (error) {
      this.site = undefined; // let the next navigation try again
      throw error;
    }
  }

  protected readWedding(slug: string): Promise<Wedding | null> {
    return this.read<Wedding>(snapshotPaths.wedding(slug));
  }

  protected readPage(slug: string): Promise<Page | null> {
    return this.read<Page>(snapshotPaths.page(slug));
  }
}

import { readContractTemplate, type ContractTemplate } from '../../../domain/contract/contract-template';
import type { ContractTemplatePort } from '../../../ports/contract-template-port';
import { cachedStrapiRead, contentUnavailable, strapiGetJson, type StrapiReadOptions } from './strapi-fetch-read';

/**
 * The published contract template for the functions, from Strapi's public REST API. A template not published yet is
 * a 404 there: that is "no template" (null), not an outage. A short freshness: a couple accepting right after the
 * photographer published a new version is refused (`contract/text-changed`) only until the read is renewed.
 */
export function strapiContractTemplate(baseUrl: string, options: StrapiReadOptions = {}): ContractTemplatePort {
  const read = cachedStrapiRead({ freshMs: 60_000, ...options }, async (signal, fetchFn): Promise<ContractTemplate | null> => {
    let answer: unknown;
    try {
      answer = await strapiGetJson(baseUrl, 'contract-template?fields[0]=version&fields[1]=body', signal, fetchFn);
    } catch (error) {
      if (error instanceof Error && / answered 404$/.test(error.message)) return null;
      throw error;
    }
    const data = (answer as { data?: unknown } | null)?.data;
    if (data === null) return null;
    if (typeof data !== 'object' || data === undefined) throw contentUnavailable('Strapi contract-template answered no data');
    return readContractTemplate(data as { version?: unknown; body?: unknown });
  });
  return { getContractTemplate: read };
}

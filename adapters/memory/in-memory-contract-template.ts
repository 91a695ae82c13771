import { readContractTemplate, type ContractTemplate } from '../../domain/contract/contract-template';
import { DomainError } from '../../domain/errors';
import type { ContractTemplatePort } from '../../ports/contract-template-port';

/** The fakes' CMS contract template: a stored raw value, read through the same rule as the Strapi reader. */
export class InMemoryContractTemplate implements ContractTemplatePort {
  private raw: { version?: unknown; body?: unknown } | null;
  private offline = false;

  constructor(template: ContractTemplate | null) {
    this.raw = template && { ...template };
  }

  /** What the photographer publishes next (an unchecked shape, as an editor could leave it). */
  publish(raw: { version?: unknown; body?: unknown } | null): void {
    this.raw = raw && { ...raw };
  }

  setOffline(offline: boolean): void {
    this.offline = offline;
  }

  getContractTemplate(): Promise<ContractTemplate | null> {
    if (this.offline) return Promise.reject(new DomainError('content/unavailable', 'The CMS is offline'));
    try {
      return Promise.resolve(this.raw === null ? null : readContractTemplate(this.raw));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
}

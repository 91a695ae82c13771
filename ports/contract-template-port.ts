import type { ContractTemplate } from '../domain/contract/contract-template';

/**
 * The photographer's current contract template (the CMS's `contract-template` single type), for the functions to
 * fill for a booking.
 *
 * Contract (tests/contracts/contract-template.contract.ts):
 * - Resolves the published template checked by readContractTemplate: a whole version ≥ 1 and a Markdown body naming
 *   only the closed list of placeholders. The body is the editor's Markdown as stored, not HTML: the canonical text a
 *   couple accepts (and its SHA-256) is made from it, and whoever shows it as HTML sanitises it then.
 * - Resolves `null` when no template is published (the portal then offers no contract).
 * - Rejects `contract/unknown-placeholder` or `contract/template-invalid` for a published template that breaks the
 *   rule (the CMS refuses such a save, so only an older CMS or a direct database edit can cause it).
 * - Rejects `content/unavailable` when the CMS cannot be reached, within seconds.
 */
export interface ContractTemplatePort {
  getContractTemplate(): Promise<ContractTemplate | null>;
}

import { describe, expect, it } from 'vitest';
import { CONTRACT_PLACEHOLDERS } from '../../domain/contract/contract-template';
import type { ContractTemplatePort } from '../../ports/contract-template-port';

export interface ContractTemplateHarness {
  /** The adapter over the CMS as seeded with the demo template. */
  templates: ContractTemplatePort;
  /** The demo template as seeded (adapters/memory/demo-content/demo-contract-template.ts). */
  seeded: { version: number; body: string };
  /** The adapter when the CMS cannot be reached. */
  unreachable: ContractTemplatePort;
}

/** ports/contract-template-port.ts: what every reader of the photographer's contract template must do. */
export function contractTemplateContract(name: string, harness: () => Promise<ContractTemplateHarness>): void {
  describe(`ContractTemplatePort contract: ${name}`, () => {
    it('resolves the published template with its version and its Markdown body as stored, placeholders intact', async () => {
      const { templates, seeded } = await harness();
      const template = await templates.getContractTemplate();
      expect(template).toEqual({ version: seeded.version, body: seeded.body });
      for (const name of ['snoubenci', 'datum', 'cena', 'zaloha'] as const) {
        expect(CONTRACT_PLACEHOLDERS).toContain(name);
        expect(template?.body).toContain(`{{${name}}}`);
      }
    });

    it('rejects within seconds with content/unavailable when the CMS cannot be reached', async () => {
      const { unreachable } = await harness();
      const started = Date.now();
      await expect(unreachable.getContractTemplate()).rejects.toMatchObject({ code: 'content/unavailable' });
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });
}

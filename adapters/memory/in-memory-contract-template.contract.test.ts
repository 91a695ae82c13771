import { describe, expect, it } from 'vitest';
import { contractTemplateContract } from '../../tests/contracts/contract-template.contract';
import { demoContractTemplate } from './demo-content/demo-contract-template';
import { InMemoryContractTemplate } from './in-memory-contract-template';

contractTemplateContract('in-memory', async () => {
  const unreachable = new InMemoryContractTemplate(demoContractTemplate);
  unreachable.setOffline(true);
  return { templates: new InMemoryContractTemplate(demoContractTemplate), seeded: demoContractTemplate, unreachable };
});

describe('InMemoryContractTemplate', () => {
  it('reads a published template through the domain rule: an unknown placeholder is refused, none published is null', async () => {
    const templates = new InMemoryContractTemplate(null);
    await expect(templates.getContractTemplate()).resolves.toBeNull();
    templates.publish({ version: 2, body: 'Cena {{cenaa}}' });
    await expect(templates.getContractTemplate()).rejects.toMatchObject({ code: 'contract/unknown-placeholder' });
  });
});

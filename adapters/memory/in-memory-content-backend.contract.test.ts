import { describe, expect, it } from 'vitest';
import { contentBackendContract } from '../../tests/contracts/content-backend.contract';
import { demoContent } from './demo-content/demo-content';
import { InMemoryContentBackend } from './in-memory-content-backend';

contentBackendContract('in-memory', async () => ({ backend: new InMemoryContentBackend(demoContent, {}), seeded: demoContent }));

describe('in-memory content specifics', () => {
  it('reports content/unavailable when offline', async () => {
    const backend = new InMemoryContentBackend(demoContent, {});
    backend.setOffline(true);
    await expect(backend.listFaq()).rejects.toMatchObject({ code: 'content/unavailable' });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_POLICY, type DocumentPolicy } from '../../domain/documents/document-policy';
import { changeDocumentPolicy, readDocumentPolicy } from './document-policy';

const ADMIN = { uid: 'admin', email: 'fotograf@example.cz', admin: true };
const COUPLE = { uid: 'couple', email: 'jana@example.cz', admin: false };

function store() {
  let kept: DocumentPolicy = DEFAULT_DOCUMENT_POLICY;
  return { read: async () => kept, write: async (policy: DocumentPolicy) => void (kept = policy) };
}

describe('the desk\'s document policy', () => {
  it('is the admin\'s to read and change; a value that is not a yes/no is refused with its code and changes nothing', async () => {
    const policies = store();
    expect(await readDocumentPolicy(ADMIN, policies)).toEqual({ depositInvoiceAfterContract: false });
    expect(await changeDocumentPolicy(ADMIN, { depositInvoiceAfterContract: true, extra: 'x' }, policies)).toEqual({ depositInvoiceAfterContract: true });
    await expect(changeDocumentPolicy(ADMIN, { depositInvoiceAfterContract: 'ano' }, policies)).rejects.toMatchObject({ code: 'document/policy-invalid' });
    await expect(changeDocumentPolicy(ADMIN, null, policies)).rejects.toMatchObject({ code: 'document/policy-invalid' });
    await expect(changeDocumentPolicy(COUPLE, { depositInvoiceAfterContract: false }, policies)).rejects.toMatchObject({ code: 'auth/forbidden' });
    await expect(readDocumentPolicy(null, policies)).rejects.toMatchObject({ code: expect.stringMatching(/^auth\//) });
    expect(await policies.read()).toEqual({ depositInvoiceAfterContract: true });
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalContractText } from '../../domain/contract/contract-template';
import { contractTextSha256 } from './contract-hash';

describe('contract text hash', () => {
  it('hashes the canonical text stably: the same text gives the same SHA-256, one changed letter another', async () => {
    const text = 'Smlouva: Jana a Petr, 12. června 2027';
    expect(await contractTextSha256(canonicalContractText(text))).toBe(await contractTextSha256(canonicalContractText(`${text.normalize('NFD')}\r\n`)));
    expect(await contractTextSha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await contractTextSha256(text)).not.toBe(await contractTextSha256(text.replace('Jana', 'Jána')));
  });
});

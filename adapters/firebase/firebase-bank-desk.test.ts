// @vitest-environment node
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { toBase64 } from './firebase-bank-desk';

describe('the bank desk\'s statement on the wire', () => {
  it('encodes a statement past one chunk byte for byte, as the callable decodes it', () => {
    const bytes = new Uint8Array(100_003).map((_, i) => (i * 31 + 7) % 256);
    expect(Buffer.from(toBase64(bytes), 'base64').equals(Buffer.from(bytes))).toBe(true);
    expect(toBase64(new TextEncoder().encode('Nováková'))).toBe(Buffer.from('Nováková').toString('base64'));
  });
});

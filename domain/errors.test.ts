import { describe, expect, it } from 'vitest';
import { bankErrorCodes } from './bank/bank-error-codes';
import { contractErrorCodes } from './contract/contract-error-codes';
import { documentErrorCodes } from './documents/document-error-codes';
import { errorCodes, isErrorCode } from './errors';
import { galleryErrorCodes } from './gallery/gallery-error-codes';

const areas = [
  { codes: galleryErrorCodes, prefixes: ['gallery/'] },
  { codes: documentErrorCodes, prefixes: ['document/', 'billing/'] },
  { codes: bankErrorCodes, prefixes: ['bank/'] },
  { codes: contractErrorCodes, prefixes: ['contract/'] },
];

describe('the registry of error codes', () => {
  it('names every code once, each as area/what', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) expect(code === 'unknown' || /^[a-z]+\/[a-z0-9-]+$/.test(code), code).toBe(true);
  });

  it('holds every area’s codes, and an area’s file holds only its own area’s', () => {
    for (const { codes, prefixes } of areas) {
      for (const code of codes) {
        expect(isErrorCode(code), code).toBe(true);
        expect(prefixes.some((prefix) => code.startsWith(prefix)), code).toBe(true);
      }
    }
    // No code of those areas is left outside its file.
    const inAreas = new Set<string>(areas.flatMap((area) => [...area.codes]));
    const areaPrefixes = areas.flatMap((area) => area.prefixes);
    expect(errorCodes.filter((code) => areaPrefixes.some((prefix) => code.startsWith(prefix)) && !inAreas.has(code))).toEqual([]);
  });
});

// @vitest-environment node
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';

/** Lints `code` as if it lived at `file` (relative to the repository root); returns the dependency-rule hits. */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  // A parse error or an unknown rule would otherwise look like "no violation".
  expect(messages.filter((message) => message.fatal || message.ruleId === null)).toEqual([]);
  return messages.filter((message) => message.ruleId === PATHS || message.ruleId === IMPORTS).map((m) => m.ruleId ?? '');
}

// Every import below points at a real file, so a passing "no violation" case cannot be an unresolved import.
describe('dependency rule (eslint.config.js)', { timeout: 60_000 }, () => {
  describe('folder boundaries (import-x/no-restricted-paths)', () => {
    it.each([
      ['domain importing src/', 'domain/booking/illegal.ts', `import { parseSearch } from '../../src/shared/query-string';\nexport const used = parseSearch;`],
      ['domain importing ports/', 'domain/booking/illegal.ts', `import { TOKENS } from '../../ports/tokens';\nexport const used = TOKENS;`],
      ['ports importing adapters/', 'ports/illegal.ts', `import { FetchBuildVersion } from '../adapters/fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['ports importing src/', 'ports/illegal.ts', `import { parseSearch } from '../src/shared/query-string';\nexport const used = parseSearch;`],
      ['adapters/memory importing adapters/fetch', 'adapters/memory/illegal.ts', `import { FetchBuildVersion } from '../fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['adapters/fetch importing adapters/memory', 'adapters/fetch/illegal.ts', `import { InMemoryBuildVersion } from '../memory/in-memory-build-version';\nexport const used = InMemoryBuildVersion;`],
      ['adapters/fetch importing src/', 'adapters/fetch/illegal.ts', `import { parseSearch } from '../../src/shared/query-string';\nexport const used = parseSearch;`],
      ['src/features importing adapters/memory', 'src/features/gallery/illegal.ts', `import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';\nexport const used = InMemoryBuildVersion;`],
      ['src/shared importing adapters/fetch', 'src/shared/illegal.ts', `import { FetchBuildVersion } from '../../adapters/fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['a src/ test importing a real (non-memory) adapter', 'src/app/version/illegal.test.ts', `import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['production src/ code importing tests/', 'src/app/illegal.ts', `import '../../tests/support/setup-tests';`],
    ])('rejects %s', async (_case, file, code) => {
      expect(await violations(file, code)).toEqual([PATHS]);
    });

    it.each([
      ['the composition root importing adapters/memory', 'src/app/composition/memory.ts', `import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';\nexport const used = InMemoryBuildVersion;`],
      ['the composition root importing adapters/fetch', 'src/app/composition/production.ts', `import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['adapters/memory importing ports/ and domain/', 'adapters/memory/legal.ts', `import type { BuildVersionPort } from '../../ports/build-version-port';\nimport { TOKENS } from '../../ports/tokens';\nimport { DomainError } from '../../domain/errors';\nexport type Port = BuildVersionPort;\nexport const used = [TOKENS, DomainError];`],
      ['ports importing domain/', 'ports/legal.ts', `import { DomainError } from '../domain/errors';\nexport const used = DomainError;`],
      ['src/features importing ports/ and domain/', 'src/features/gallery/legal.ts', `import { TOKENS } from '../../../ports/tokens';\nimport { DomainError } from '../../../domain/errors';\nexport const used = [TOKENS, DomainError];`],
      ['a src/ test using the memory adapter as a fake', 'src/app/version/legal.test.ts', `import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';\nexport const used = InMemoryBuildVersion;`],
    ])('allows %s', async (_case, file, code) => {
      expect(await violations(file, code)).toEqual([]);
    });
  });

  describe('owned packages and framework-free layers (no-restricted-imports)', () => {
    it.each([
      ['axios in src/', 'src/features/contact/illegal.ts', `import axios from 'axios';\nexport const used = axios;`],
      ['js-cookie in adapters/fetch', 'adapters/fetch/illegal.ts', `import Cookies from 'js-cookie';\nexport const used = Cookies;`],
      ['qs in src/features', 'src/features/gallery/illegal.ts', `import qs from 'qs';\nexport const used = qs;`],
      ['firebase in adapters/memory', 'adapters/memory/illegal.ts', `import { initializeApp } from 'firebase/app';\nexport const used = initializeApp;`],
      ['@firebase/* in src/', 'src/app/illegal.ts', `import { getAuth } from '@firebase/auth';\nexport const used = getAuth;`],
      ['firebase in adapters/strapi', 'adapters/strapi/illegal.ts', `import { getFirestore } from 'firebase/firestore';\nexport const used = getFirestore;`],
      ['axios in adapters/firebase', 'adapters/firebase/illegal.ts', `import axios from 'axios';\nexport const used = axios;`],
      ['react in domain/', 'domain/booking/illegal.ts', `import { useState } from 'react';\nexport const used = useState;`],
      ['zustand in domain/', 'domain/booking/illegal.ts', `import { createStore } from 'zustand/vanilla';\nexport const used = createStore;`],
      ['inversify in domain/', 'domain/booking/illegal.ts', `import { injectable } from 'inversify';\nexport const used = injectable;`],
      ['firebase in domain/', 'domain/booking/illegal.ts', `import { Timestamp } from 'firebase/firestore';\nexport const used = Timestamp;`],
      ['a value import of inversify in ports/tokens.ts', 'ports/tokens.ts', `import { Container } from 'inversify';\nexport const used = Container;`],
      ['a type import of inversify in another ports/ file', 'ports/illegal.ts', `import type { ServiceIdentifier } from 'inversify';\nexport type Used = ServiceIdentifier;`],
      ['react in ports/', 'ports/illegal.ts', `import type { ReactNode } from 'react';\nexport type Used = ReactNode;`],
    ])('rejects %s', async (_case, file, code) => {
      expect(await violations(file, code)).toEqual([IMPORTS]);
    });

    it.each([
      ['firebase in adapters/firebase', 'adapters/firebase/legal.ts', `import { initializeApp } from 'firebase/app';\nimport { getAuth } from '@firebase/auth';\nexport const used = [initializeApp, getAuth];`],
      ['axios, js-cookie and qs in adapters/strapi', 'adapters/strapi/legal.ts', `import axios from 'axios';\nimport Cookies from 'js-cookie';\nimport qs from 'qs';\nexport const used = [axios, Cookies, qs];`],
      ['a type import of inversify in ports/tokens.ts', 'ports/tokens.ts', `import type { ServiceIdentifier } from 'inversify';\nexport type Used = ServiceIdentifier;`],
      ['inversify and react in src/', 'src/features/gallery/legal.tsx', `import { injectable } from 'inversify';\nimport { useState } from 'react';\nexport const used = [injectable, useState];`],
    ])('allows %s', async (_case, file, code) => {
      expect(await violations(file, code)).toEqual([]);
    });

    it('allows qs in the real src/shared/query-string.ts, its one home in src/', async () => {
      const file = 'src/shared/query-string.ts';
      const code = readFileSync(path.join(root, file), 'utf8');
      expect(code).toMatch(/from 'qs'/);
      expect(await violations(file, code)).toEqual([]);
    });
  });
});

// @vitest-environment node
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { eslint, root, ruleHits } from './lint-support';


const RULES_OF_HOOKS = 'react-hooks/rules-of-hooks';
const EXHAUSTIVE_DEPS = 'react-hooks/exhaustive-deps';
const NO_CYCLE = 'import-x/no-cycle';
const UNUSED = '@typescript-eslint/no-unused-vars';
const NO_UNDEF = 'no-undef';

const conditionalHook = `import { useState } from 'react';
export function Greeting({ shown }: { shown: boolean }) {
  if (!shown) return null;
  const [name] = useState('Jana');
  return <p>{name}</p>;
}`;

const missingDependency = `import { useEffect } from 'react';
export function Title({ text }: { text: string }) {
  useEffect(() => {
    document.title = text;
  }, []);
  return null;
}`;

const hooksDoneRight = `import { useEffect, useState } from 'react';
export function Title({ text }: { text: string }) {
  const [shown] = useState(true);
  useEffect(() => {
    if (shown) document.title = text;
  }, [shown, text]);
  return null;
}`;

describe('code rules (eslint.config.js)', { timeout: 60_000 }, () => {
  describe('rules of hooks (eslint-plugin-react-hooks)', () => {
    it.each([
      ['a hook called after an early return in src/', 'src/features/home/illegal.tsx', conditionalHook, RULES_OF_HOOKS],
      ['a hook called after an early return in stories/', 'stories/illegal.stories.tsx', conditionalHook, RULES_OF_HOOKS],
      ['an effect that misses a dependency in src/', 'src/shared/illegal.tsx', missingDependency, EXHAUSTIVE_DEPS],
      ['an effect that misses a dependency in stories/', 'stories/support/illegal.tsx', missingDependency, EXHAUSTIVE_DEPS],
    ])('rejects %s', async (_case, file, code, rule) => {
      expect(await ruleHits(file, code)).toEqual([rule]);
    });

    it.each([
      ['hooks at the top level with complete dependencies in src/', 'src/features/home/legal.tsx'],
      ['hooks at the top level with complete dependencies in stories/', 'stories/legal.stories.tsx'],
    ])('allows %s', async (_case, file) => {
      expect(await ruleHits(file, hooksDoneRight)).toEqual([]);
    });
  });

  describe('import cycles (import-x/no-cycle)', () => {
    // domain/booking/booking-status.ts imports ../errors, so errors importing it back closes a loop.
    it.each([
      ['a cycle in domain/', 'domain/errors.ts', `import { STATUS_TRANSITIONS } from './booking/booking-status';\nexport const used = STATUS_TRANSITIONS;`],
      // src/shared/session/session-store.ts imports useService from ../services/services-context.
      ['a cycle in src/', 'src/shared/services/services-context.ts', `import { useAdminSession } from '../session/session-store';\nexport const used = useAdminSession;`],
    ])('rejects %s', async (_case, file, code) => {
      expect(await ruleHits(file, code)).toEqual([NO_CYCLE]);
    });

    it.each([
      ['domain/booking/booking-status.ts', 'domain/booking/booking-status.ts'],
      ['src/shared/session/session-store.ts', 'src/shared/session/session-store.ts'],
    ])('allows the real %s (imports that do not lead back)', async (_case, file) => {
      expect(await ruleHits(file, readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
    });
  });

  describe('functions/ and cms/ are linted', () => {
    it.each([
      ['functions/src', 'functions/src/illegal.ts', `const unused = 1;\nexport {};`, [UNUSED]],
      ['cms/ TypeScript', 'cms/src/illegal.ts', `const unused = 1;\nexport {};`, [UNUSED]],
      ['cms/ CommonJS helpers', 'cms/lib/illegal.js', `'use strict';\nconst unused = 1;\nmodule.exports = { helper: () => missing };`, [UNUSED, NO_UNDEF]],
      ['cms/ Node scripts', 'cms/scripts/illegal.mjs', `console.log(undefinedName);`, [NO_UNDEF]],
    ])('rejects mistakes in %s', async (_case, file, code, rules) => {
      expect(await ruleHits(file, code)).toEqual(rules);
    });

    it.each([
      ['CommonJS with Node globals', 'cms/lib/legal.js', `'use strict';\nconst path = require('node:path');\nmodule.exports = { here: () => path.join(__dirname, process.cwd()) };`],
      ['an ES module Node script', 'cms/scripts/legal.mjs', `import path from 'node:path';\nconsole.log(path.resolve(process.cwd()), new URL(import.meta.url));`],
    ])('allows %s in cms/', async (_case, file, code) => {
      expect(await ruleHits(file, code)).toEqual([]);
    });

    it.each(['functions/lib/index.js', 'cms/dist/src/index.js', 'cms/types/generated/contentTypes.d.ts', 'cms/node_modules/x/index.js', 'cms/.tmp/data.js'])(
      'ignores build output and generated files: %s',
      async (file) => {
        expect(await eslint.isPathIgnored(path.join(root, file))).toBe(true);
      },
    );

    it.each(['functions/src/index.ts', 'functions/build.mjs', 'cms/src/index.ts', 'cms/lib/frontend-origins.js'])('does not ignore %s', async (file) => {
      expect(await eslint.isPathIgnored(path.join(root, file))).toBe(false);
    });
  });
});

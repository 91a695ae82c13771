// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, HTTP_FUNCTIONS, SCHEDULED_FUNCTIONS, SERVER_HOOKS } from '../../ports/wire/callable-api';

// index.ts re-exports the galleries', the threads', the contract's and the day plan's callables (`export * from './gallery-callables'`…): all are the deployment.
const entry = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
const reExports = [...entry.matchAll(/^export \* from '\.\/([\w-]+)';$/gm)].map(([, file]) => file!);
const index = [entry, ...reExports.map((file) => readFileSync(new URL(`./${file}.ts`, import.meta.url), 'utf8'))].join('\n');

/** `export const <name> = <factory>('<registered>'` for one factory; each must register under its own name. */
function declared(factory: string): string[] {
  return [...index.matchAll(new RegExp(`export const (\\w+) = ${factory}\\('(\\w+)'`, 'g'))].map(([, name, registered]) => {
    expect(registered, `${name} registers under its own name`).toBe(name);
    return name!;
  });
}

describe('functions/src/index.ts deploys exactly the functions of the contract (ports/wire/callable-api.ts)', () => {
  it('exports each callable name once, under the same name it registers', () => {
    expect(declared('callable').sort()).toEqual([...CALLABLE_NAMES].sort());
  });

  it('exports each scheduled function once, under the same name it registers', () => {
    expect(declared('scheduled').sort()).toEqual([...SCHEDULED_FUNCTIONS].sort());
  });

  it('exports each plain HTTPS function once, under the same name it registers', () => {
    expect(declared('httpsEndpoint').sort()).toEqual([...HTTP_FUNCTIONS].sort());
  });

  it('exports each server-to-server hook once, under the same name it registers', () => {
    expect(declared('serverHook').sort()).toEqual([...SERVER_HOOKS].sort());
  });

  it('exports nothing else: an onCall, onRequest or onSchedule outside the contract would be an unchecked door', () => {
    expect(reExports).toEqual(['gallery-callables', 'thread-callables', 'contract-callables', 'day-plan-callables', 'document-callables']);
    expect([...index.matchAll(/^export (?!\* from)/gm)].length).toBe(CALLABLE_NAMES.length + SCHEDULED_FUNCTIONS.length + HTTP_FUNCTIONS.length + SERVER_HOOKS.length);
  });
});

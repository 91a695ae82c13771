// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, HTTP_FUNCTIONS, SCHEDULED_FUNCTIONS, SERVER_HOOKS } from '../../ports/wire/callable-api';
import { deploymentModules, deploymentSource } from '../../tests/support/functions-deployment';

// index.ts only re-exports the files of each area (`export * from './booking-callables'`…): together they are the deployment.
const { entry, reExports } = deploymentModules();
const index = deploymentSource();

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
    expect(reExports).toEqual([
      'booking-callables',
      'desk-callables',
      'calendar-feed-functions',
      'bank-callables',
      'document-callables',
      'portal-callables',
      'thread-callables',
      'contract-callables',
      'day-plan-callables',
      'account-callables',
      'gallery-callables',
      'schedules',
    ]);
    expect([...index.matchAll(/^export (?!\* from)/gm)].length).toBe(CALLABLE_NAMES.length + SCHEDULED_FUNCTIONS.length + HTTP_FUNCTIONS.length + SERVER_HOOKS.length);
  });

  it('index.ts declares nothing itself: its only statements are the re-exports and the cold-start check', () => {
    const statements = entry.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('//'));
    expect(statements).toEqual(["import './cold-start-check';", ...reExports.map((file) => `export * from './${file}';`)]);
  });
});

import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { EMULATORS } from './emulator-support';

/** The wire documents' timestamps as the web SDK writes them. */
export const firestoreTime = (iso: string) => Timestamp.fromDate(new Date(iso));

/**
 * What every firestore.rules suite sets up: the rules test environment over the running Firestore emulator with the
 * repository's firestore.rules. `env()` reads it once the suite has started; `setUp(seed)`, called in the suite's
 * describe, starts it, empties the database before each test (then seeds it) and after the suite, since the next
 * suites reuse the mothers' ids.
 */
export function firestoreRulesSuite() {
  let current: RulesTestEnvironment | undefined;
  const env = (): RulesTestEnvironment => {
    if (!current) throw new Error('The rules environment starts in the suite: call setUp() in its describe.');
    return current;
  };
  const setUp = (seed?: (env: RulesTestEnvironment) => Promise<void>) => {
    beforeAll(async () => {
      // The web SDK logs every refused request at "warn": the suites refuse on purpose.
      setLogLevel('error');
      const [host, port] = EMULATORS.firestore.split(':');
      current = await initializeTestEnvironment({
        projectId: EMULATORS.projectId,
        firestore: { host: host!, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
      });
    });
    afterAll(async () => {
      await current?.clearFirestore();
      await current?.cleanup();
      current = undefined;
    });
    beforeEach(async () => {
      await env().clearFirestore();
      await seed?.(env());
    });
  };
  return { env, setUp };
}

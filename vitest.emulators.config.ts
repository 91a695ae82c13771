import { defineConfig } from 'vitest/config';

/**
 * Suites that need the Firebase emulators (*.emulator.test.ts, beside what they test). Run them inside the launcher:
 *   node --import tsx scripts/dev/emulators/run.ts --exec "npx vitest run --config vitest.emulators.config.ts"
 * One file at a time: they share one Firestore and clear it between tests.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.emulator.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['tests/support/emulators-required.ts'],
    setupFiles: ['reflect-metadata'],
    fileParallelism: false,
    // Hang detectors: the first call of each function starts a Node worker, slow on a busy 2-core machine.
    testTimeout: 120_000,
    // expect.poll waits for an event (a mail, a write): its 1 s default is a speed budget.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 120_000,
  },
});

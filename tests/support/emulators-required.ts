// Global setup of vitest.emulators.config.ts: without the emulators every suite here would be skipped, and a
// green run that tested nothing is worse than a red one.
export default function requireEmulators(): void {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FUNCTIONS_EMULATOR_HOST']) {
    if (!process.env[name]) {
      throw new Error(`${name} is not set: run through node --import tsx scripts/dev/emulators/run.ts --exec "npx vitest run --config vitest.emulators.config.ts"`);
    }
  }
}

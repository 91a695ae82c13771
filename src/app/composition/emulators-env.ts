/** The emulators need no configuration: a demo- project (offline by definition) on the ports in firebase.json. */
export function emulatorsEnv(): Record<string, string | boolean | undefined> {
  return {
    VITE_FIREBASE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: 'demo-svatebni-fotograf',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    ...import.meta.env,
  };
}

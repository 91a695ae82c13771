/** The firebase-tools modules and exports storage-server.mjs relies on. */
export const FIREBASE_TOOLS_INTERNALS: ReadonlyArray<readonly [module: string, name: string]>;

/** firebase-tools' Storage emulator started in this process with its rules runtime stubbed (rules not enforced). */
export function startStubbedStorage(options: { host: string; port: number; projectId: string; rulesFile: string }): Promise<{
  url: string;
  stop(): Promise<void>;
}>;

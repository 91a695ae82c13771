/** The repository root (with a trailing slash). */
export const ROOT: string;
export const PROJECT_ID: string;
export const REGION: string;
/** Each emulator's `host:port`, from firebase.json. */
export const HOSTS: { firestore: string; auth: string; functions: string; hub: string; storage: string };
export const STORAGE_BUCKET: string;
/** What a command run inside the emulators learns: the SDKs' emulator hosts, the project and the web app's VITE_*. */
export function emulatorEnv(): Record<string, string>;
